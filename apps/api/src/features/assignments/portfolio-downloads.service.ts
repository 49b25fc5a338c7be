import { BUNDLED_PDF_TTL_HOURS, type BundledPdf, type DownloadSummaryItem, type Assignment } from '@portal/contracts';
import type { Readable } from 'node:stream';
import type { Storage } from '../../integrations/storage';
import type { JobDefinition } from '../../plugins/job-queue';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { writeBundle } from './portfolio-bundle';
import type { PortfolioDownloadsRepository, SummaryRow } from './portfolio-downloads.repository';
import type { EducationAccess, RequestedDownloadRow, RequestedDownloadsPort, UserActor } from './ports';

export const BUNDLED_PDF_JOB = 'portfolio-bundled-pdf';

/** Enqueues the job that makes a bundle (the queue's `send`), when the queue runs. */
export interface BundleQueue {
  running: boolean;
  enqueue(bundleId: string): Promise<unknown>;
}

const presentItem = (row: SummaryRow): DownloadSummaryItem => ({
  category: row.type,
  identifier: row.moduleId,
  name: row.name,
  numberOfAssignments: row.assignments,
  numberOfFiles: row.files,
});

/**
 * The portfolio's download summary (spec 2 "Portfolio screen"): per module with assignments the counts, the
 * details of one, and its bundled PDF, made by a job on the queue through the requested downloads' life cycle (ready
 * and failed notifications, downloaded once, expiry). Every call goes through the education policy: who may read the
 * education may read its summary; others get 404.
 */
export function createPortfolioDownloadsService(deps: {
  repo: PortfolioDownloadsRepository;
  educationAccess: EducationAccess;
  /** The assignment as a reader sees it (the assignments service's `document`). */
  document(id: string): Promise<Assignment | null>;
  storage: Storage;
  downloads: RequestedDownloadsPort;
}) {
  const { repo, educationAccess, downloads } = deps;

  async function authorize(actor: UserActor, educationId: string): Promise<void> {
    const permissions = await educationAccess(actor, educationId);
    if (!permissions?.view) throw AppError.notFound();
  }

  /** A category of this education; any other identifier (another education's module, none) is 404. */
  async function categoryOf(educationId: string, moduleId: string): Promise<SummaryRow> {
    const [row] = await repo.summary(educationId, moduleId);
    if (!row) throw AppError.notFound();
    return row;
  }

  const presentBundle = (row: RequestedDownloadRow): BundledPdf => ({
    id: row.id,
    educationId: row.educationId!,
    identifier: row.moduleId!,
    status: downloads.statusOf(row),
    done: row.done,
    total: row.total,
    created: row.createdAt.toISOString(),
    expires: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  });

  /** Where the notifications lead: the Downloads tab of the view the requester reads the education in. */
  async function contextUrlOf(row: RequestedDownloadRow): Promise<string> {
    const tab = `${row.educationId}#tab=downloads`;
    if (row.requestedById === row.userId) return `/onderwijs/${tab}`;
    return (await repo.isAdmin(row.requestedById)) ? `/gebruikers/onderwijs/${tab}` : `/mijn-deelnemers/${tab}`;
  }

  /** Makes a pending bundle: the PDF into storage with its progress, then ready (notified) or failed (notified). */
  async function make(bundleId: string): Promise<void> {
    const row = await downloads.pending(bundleId);
    if (!row) return;
    const participant = await repo.participantOf(row.educationId!);
    const [category] = await repo.summary(row.educationId!, row.moduleId!);
    const ids = category ? (await repo.assignmentsOf(category.moduleId)).map((a) => a.id) : [];
    const name = escapeHtml(category?.name ?? 'de categorie');
    await downloads.make(row, {
      key: `exports/${row.id}.pdf`,
      ttlHours: BUNDLED_PDF_TTL_HOURS,
      build: async () => {
        // The module or the education went away meanwhile: nothing to bundle is a failure the requester hears of.
        if (!category || !participant) throw new Error('bundled PDF: the category no longer exists');
        await downloads.progress(row.id, 0, ids.length);
        return writeBundle({
          title: `${category.name} – ${participant.name}`,
          participant: participant.name,
          assignmentIds: ids,
          load: deps.document,
          files: (id) => repo.filesOf([id]),
          storage: deps.storage,
          progress: (done, total) => downloads.progress(row.id, done, total),
        });
      },
      readyMessage: `<p>De gebundelde PDF van ${name} staat klaar. Je kunt hem één keer downloaden, binnen ${BUNDLED_PDF_TTL_HOURS} uur.</p>`,
      failedMessage: `<p>De gebundelde PDF van ${name} kon niet worden gemaakt. Probeer het opnieuw via het downloadoverzicht.</p>`,
      contextUrl: await contextUrlOf(row),
    });
  }

  return {
    /** The categories of the education's portfolio with their counts. */
    async summary(actor: UserActor, educationId: string) {
      await authorize(actor, educationId);
      const items = (await repo.summary(educationId)).map(presentItem);
      return { items, totalItems: items.length };
    },

    /** One category with its assignments and their files. */
    async details(actor: UserActor, educationId: string, moduleId: string) {
      await authorize(actor, educationId);
      const category = await categoryOf(educationId, moduleId);
      const rows = await repo.assignmentsOf(moduleId);
      const files = await repo.filesOf(rows.map((r) => r.id));
      const items = rows.map((r) => ({
        id: r.id,
        name: r.name,
        state: r.state,
        created: r.createdAt.toISOString(),
        submitted: r.submittedAt?.toISOString() ?? null,
        files: files
          .filter((file) => file.assignmentId === r.id)
          .map(({ id, name, mimeType, size }) => ({ id, name, mimeType, size })),
      }));
      return { ...presentItem(category), items, totalItems: items.length };
    },

    /** Asks for the category's bundled PDF; the caller's pending one is answered instead of a second. */
    async requestBundle(actor: UserActor, educationId: string, moduleId: string, queue: BundleQueue) {
      await authorize(actor, educationId);
      const category = await categoryOf(educationId, moduleId);
      // Without a running queue nothing would ever make it: say so rather than leave it pending.
      if (!queue.running) throw new AppError('service_unavailable');
      const latest = await repo.latestBundle(actor.userId, moduleId);
      if (latest?.status === 'pending') return presentBundle(latest);
      const participant = await repo.participantOf(educationId);
      const row = await repo.insertBundle({
        userId: participant!.id,
        requestedById: actor.userId,
        educationId,
        moduleId,
        total: category.assignments,
      });
      await queue.enqueue(row.id);
      return presentBundle(row);
    },

    /** The caller's latest bundle of the category, or null. */
    async bundle(actor: UserActor, educationId: string, moduleId: string) {
      await authorize(actor, educationId);
      await categoryOf(educationId, moduleId);
      const row = await repo.latestBundle(actor.userId, moduleId);
      return { item: row ? presentBundle(row) : null };
    },

    /** The bytes of a ready bundle, once, for whoever asked (the requested downloads' rule). */
    async download(actor: UserActor, id: string): Promise<{ stream: Readable; size: number | null }> {
      const { stream, row } = await downloads.takeOnce(actor.userId, id, 'portfolio_pdf');
      return { stream, size: row.size };
    },

    /** The job that makes bundles; no retries: a failure is told to the requester, who asks again. */
    job(): JobDefinition<{ bundleId: string }> {
      return {
        name: BUNDLED_PDF_JOB,
        retryLimit: 0,
        expireInSeconds: 30 * 60,
        handler: ({ bundleId }) => make(bundleId),
      };
    },
  };
}

export type PortfolioDownloadsService = ReturnType<typeof createPortfolioDownloadsService>;
