import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describeRedis, type Config } from './lib/config';
import type { Database, Db } from './db/client';
import { createApiKeyIdentify } from './features/api-keys/api-key.identify';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes';
import { createApiKeyService } from './features/api-keys/api-keys.service';
import { accountMetaRoutes } from './features/auth/account-meta.routes';
import { createAccountTokens } from './features/auth/account-tokens.service';
import { authRoutes, signInStart } from './features/auth/auth.routes';
import { createSignInPage } from './features/auth/sign-in-page';
import { impersonationRoutes } from './features/auth/impersonation.routes';
import { recoveryRoutes } from './features/auth/recovery.routes';
import { createAuthService, type AuthServiceDeps } from './features/auth/auth.service';
import { createSessionService } from './plugins/session.service';
import { createThrottleService } from './features/auth/throttle.service';
import { twoFactorRoutes } from './features/auth/two-factor.routes';
import { createTwoFactorService } from './features/auth/two-factor.service';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes';
import { createFilesModule, type FileMaintenance } from './features/files';
import { contributorCookie, createAssignmentsModule, createContributorIdentify } from './features/assignments';
import { contributionRequestsRoutes } from './features/contribution-requests/contribution-requests.routes';
import { educatorEventsRoutes } from './features/educator-events/educator-events.routes';
import { createEducatorEventsService } from './features/educator-events/educator-events.service';
import { faqRoutes } from './features/faq/faq.routes';
import { createEducationModule } from './features/education';
import { createMoodleClient, createMoodleHealth, type MoodleClient } from './integrations/moodle';
import { afasClientFor, createAfasModule, type AfasSync } from './features/afas';
import type { AfasClient } from './integrations/afas';
import { afasFullSyncJob } from './jobs/afas-sync';
import { createFormsModule } from './features/forms';
import { imageSearchRoutes } from './features/image-search/image-search.routes';
import { createMyParticipantsModule } from './features/my-participants';
import { createScheduleModule } from './features/schedule';
import { createImageSearchService } from './features/image-search/image-search.service';
import { createNewsModule, type FetchImage } from './features/news';
import { detectFileType } from './features/files/file-type';
import { cleanFileName } from './features/files/file-name';
import { createNotificationStreams } from './features/notifications/notification-stream';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { createNotificationService } from './features/notifications/notifications.service';
import { createPersonalDataModule } from './features/personal-data';
import { certificatesRoutes } from './features/profile/certificates.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { systemRoutes } from './features/system/system.routes';
import { createUsersModule } from './features/users';
import { createMailer, createSmtpTransport, type Mailer, type MailTransport } from './integrations/mail';
import { ACTIVATION_TOKEN_TTL_MS } from './integrations/mail/templates';
import type { Storage } from './integrations/storage';
import {
  createImageSearchClient,
  createLocalImageLibrary,
  ImageSearchError,
  imageHostsOf,
  type ImageSearchClient,
} from './integrations/image-search';
import { AppError } from './lib/app-error';
import { housekeepingJob } from './jobs/housekeeping';
import { createMailOutbox, mailOutboxBacklog } from './jobs/mail-delivery';
import { mailingJobs } from './jobs/mailings';
import { createJobQueue, type JobQueue } from './plugins/job-queue';
import { createLogger, RequestLogController, requestId } from './lib/logger';
import { openSharedRedis } from './lib/redis';
import { createSecretBox } from './lib/secret-box';
import { createResponseSerializer } from './lib/serializer';
import { photoLibraryDir, webDistDir } from './lib/paths';
import { installAccessGate, type IdentifyFn } from './plugins/access-gate';
import { frameworkErrorHandler, installErrorHandler } from './plugins/errors';
import { installInputGuard } from './plugins/input-guard';
import { installMetrics, type Metrics } from './plugins/metrics';
import { installRateLimit, type RateLimitOptions } from './plugins/rate-limit';
import { installNotFound, type FallbackHandler } from './plugins/not-found';
import { DOCS_PREFIX, installOpenApi } from './plugins/openapi';
import { installCrossSiteProtection } from './plugins/cross-site';
import { installSessions, sessionCookie } from './plugins/session';
import { installSpa } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes mails to the outbox (in the caller's transaction) and delivers them (the delivery job). */
    mailer: Mailer<Db>;
    /** Expires unfinished uploads and removes unlinked files (the file clean-up job). */
    fileMaintenance: FileMaintenance;
    /** Where files keep their bytes (the demo seed writes its files' content there). */
    fileStorage: Storage;
    /** The photo library: `fetchChosen(url)` downloads a chosen picture (only the provider's own addresses). */
    imageSearch: ImageSearchClient;
    /** The persistent job queue: features define their jobs while the app is built; the server starts it. */
    jobQueue: JobQueue;
    /** The AFAS synchronisation (null without AFAS): the nightly job, the command line and the demo start call it. */
    afasSync: AfasSync | null;
    /** Prometheus metrics (null without METRICS_PORT); the server starts their own listener. */
    metrics: Metrics | null;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Resolves the caller of a request. Sign-in (sessions, API keys, tokens) provides the real one. */
  identify?: IdentifyFn;
  /** A pino logger (tests pass one that writes to memory). */
  logger?: FastifyBaseLogger;
  /** The built web app to serve; null serves the API only. */
  webDistDir?: string | null;
  /** How mail leaves; default SMTP when SMTP_URL is set, else none (logged). Tests pass createFakeTransport(). */
  mailTransport?: MailTransport | null;
  /** Development mailbox at /api/dev/mails: never with SMTP_URL (it shows sign-in links to anyone). */
  devMailbox?: boolean;
  /** Waits before checking a password of an account under attack (default: a timer; tests observe it). */
  passwordSlowDown?: AuthServiceDeps['slowDown'];
  /** Delivers the e-mail code of a pending sign-in (default: a mail through the outbox; tests capture it). */
  sendEmailCode?: AuthServiceDeps['sendEmailCode'];
  /**
   * Where uploaded files keep their bytes; default the bucket of STORAGE_URL, else the disk under DATA_DIR/files (a
   * temporary folder in memory mode).
   */
  storage?: Storage;
  /** The photo library; default the provider of IMAGE_SEARCH_PROVIDER (tests pass createFakeImageSearch()). */
  imageSearch?: ImageSearchClient;
  /** Fetches a news item's `imageUrl`; default the photo library's `fetchChosen` (tests pass a fake). */
  fetchImage?: FetchImage;
  /**
   * Moodle for learning material; default a client for MOODLE_URL/MOODLE_TOKEN, else none (no learning material).
   * The demo start and tests pass a client of the Moodle simulator.
   */
  moodle?: MoodleClient | null;
  /** The AFAS client; default the one of AFAS_URL, else none (tests and the demo pass one for the simulator). */
  afasClient?: AfasClient | null;
  /** Routes added by tests before the app is ready (e.g. to provoke errors). */
  extraRoutes?: (app: FastifyInstance, database: Database) => void | Promise<void>;
}

/** Headers every answer carries; set from one object because @fastify/helmet halves a small route's throughput. */
function securityHeadersFor(publicUrl: URL): Record<string, string> {
  // Behind https the browser must never fall back to plain http for this host (a year, as the HSTS preload list asks).
  return publicUrl.protocol === 'https:'
    ? { ...SECURITY_HEADERS, 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : SECURITY_HEADERS;
}
const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Builds the application: the one place dependencies are wired (server.ts and tests use it). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const securityHeaders = securityHeadersFor(config.publicUrl);
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config),
    logController: new RequestLogController(),
    genReqId: requestId,
    requestIdHeader: false,
    // Believe X-Forwarded-For only from the configured number of proxies in front, so clients cannot forge it.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // While closing, requests already on an open connection are still served (with Connection: close) rather
    // than refused with Fastify's own 503 body, which would break the one error shape.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot decode or a path parameter over maxParamLength: the one error shape, not Fastify's.
    frameworkErrors: frameworkErrorHandler(securityHeaders),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: config.checkResponses ?? true }));

  installErrorHandler(app);
  // First of all hooks, so that refusals (401, 403, 429) carry the security headers and the request id too. API
  // answers are personal (account, lists, notifications): no shared cache or back button keeps them, unless a
  // route says otherwise (file downloads, the photo library's pictures).
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders).header('x-request-id', request.id);
    if (request.url.startsWith('/api/') && !request.url.startsWith(DOCS_PREFIX))
      reply.header('cache-control', 'no-store');
  });
  installInputGuard(app);
  const db = database.db;
  const sessions = createSessionService(db, { cache: database.cacheNotifications });
  // Metrics first, so that their response hook sees every route. The gauges read the queue and the outbox when
  // scraped, long after the app is built.
  const metrics = config.metrics
    ? installMetrics(app, {
        database,
        jobCounts: () => jobQueue.counts(),
        mailBacklog: () => mailOutboxBacklog(db),
        sessionCache: () => sessions.cacheStatistics(),
      })
    : null;
  app.decorate('metrics', metrics);
  // Jobs are defined while the app is built and run once the server starts the queue (tests start it when needed).
  const jobQueue = createJobQueue(database, {
    logger: app.log,
    ...(metrics && { onJobFailed: metrics.jobFailed }),
  });
  app.decorate('jobQueue', jobQueue);
  jobQueue.define(housekeepingJob(db));
  const cookie = sessionCookie(config.publicUrl);
  const { sessionOf, identify } = await installSessions(app, sessions, cookie);
  const apiKeyIdentify = createApiKeyIdentify(db);
  const contributorSessionCookie = contributorCookie(config.publicUrl);
  const contributors = createContributorIdentify(db, contributorSessionCookie);
  installAccessGate(app, {
    // A request presenting an API key is that key (or refused), never the session it may also carry. A contributor
    // token (on routes that accept one) acts as that token only, even in a signed-in browser (spec 2).
    identify:
      deps.identify ??
      (async (request) =>
        (await apiKeyIdentify(request)) ?? (await contributors.identify(request)) ?? identify(request)),
    publicPluginPrefixes: [DOCS_PREFIX],
  });
  installCrossSiteProtection(app, config.publicUrl);
  let fallback: FallbackHandler | undefined;
  installNotFound(app, () => fallback);

  // Request-rate limits count in Redis when there is one (several processes), else in this process.
  let sharedLimits: RateLimitOptions['shared'] = null;
  if (config.redis) {
    const redis = await openSharedRedis(config.redis, app.log);
    app.addHook('onClose', redis.close);
    app.log.info(
      { redis: describeRedis(config.redis.url) },
      'request-rate limits are shared by all processes in Redis',
    );
    sharedLimits = { client: redis.client, prefix: config.redis.prefix };
  }
  await installRateLimit(app, { allowList: config.rateLimitAllowlist, shared: sharedLimits });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await installOpenApi(app);

  const moodle = deps.moodle !== undefined ? deps.moodle : config.moodle ? createMoodleClient(config.moodle) : null;
  // Checked once the server is ready, not awaited: a slow Moodle never delays the start.
  const moodleHealth = moodle ? createMoodleHealth(moodle, app.log) : null;
  if (moodleHealth) app.addHook('onReady', async () => void moodleHealth.check().catch(() => undefined));
  if (config.moodle && config.moodle.freeCategoryId === undefined) {
    app.log.warn('MOODLE_FREE_CATEGORY is not set: no free e-learnings are listed');
  }
  await app.register(systemRoutes(database, moodleHealth));
  const mailer = createMailer({
    outbox: createMailOutbox(db),
    transport:
      deps.mailTransport !== undefined
        ? deps.mailTransport
        : config.smtpUrl
          ? createSmtpTransport(config.smtpUrl)
          : null,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  app.decorate('mailer', mailer);
  // The optional mails (daily digest, weekly unread news) are written to the outbox by cron jobs on the queue.
  for (const job of mailingJobs({ db, mailer, logger: app.log })) jobQueue.define(job);
  if (deps.devMailbox) {
    if (config.smtpUrl) throw new Error('The development mailbox shows sign-in links: never with SMTP_URL set');
    await app.register(devMailRoutes(db));
  }
  const twoFactor = createTwoFactorService(db, config.sessionSecret);
  const auth = createAuthService({
    db,
    sessions,
    throttle: createThrottleService(db),
    twoFactor,
    slowDown: deps.passwordSlowDown,
    sendEmailCode:
      deps.sendEmailCode ??
      (async (user, code) => {
        await mailer.enqueue(db, {
          to: user.email,
          userId: user.id,
          template: 'twoFactorCode',
          data: { name: user.firstName, code },
        });
      }),
  });
  // The web build's sign-in page (issue 30): '/' while nobody is signed in, and the answer to its form posts.
  const dist = deps.webDistDir === undefined ? webDistDir : deps.webDistDir;
  const signInPage = dist ? createSignInPage(dist) : undefined;
  await app.register(authRoutes({ db, auth, sessions, cookie, sessionOf, signInPage }));
  await app.register(twoFactorRoutes({ db, twoFactor, sessions, cookie, sessionOf, mailer }));
  await app.register(impersonationRoutes({ db, sessions, cookie, sessionOf }));
  const accountTokens = createAccountTokens();
  await app.register(recoveryRoutes({ db, auth, sessions, tokens: accountTokens, mailer, cookie, sessionOf }));
  await app.register(accountMetaRoutes(db));
  await app.register(profileRoutes({ db, mailer }));
  await app.register(certificatesRoutes(db));
  // Machine registration mails the activation link the way the resend call does (sign-in's tokens and templates).
  const users = createUsersModule({
    db,
    sendActivation: async (tx, user) => {
      const token = await accountTokens.issue(tx as Db, user.id, 'activation', ACTIVATION_TOKEN_TTL_MS);
      await mailer.enqueue(tx as Db, {
        to: user.email,
        userId: user.id,
        template: 'activation',
        data: { name: user.firstName, token },
      });
    },
  });
  await app.register(users.routes);
  await app.register(apiKeysRoutes(createApiKeyService({ db, box: createSecretBox(config.sessionSecret) })));
  // Other areas get `notifications.notify` as a dependency and call it inside their own transaction.
  const notifications = createNotificationService({ db });
  // The bell's streams hear the database's announcements on the session cache's listener and end at shutdown (an
  // open stream would keep its connection, and so the server, from closing).
  const notificationStreams = createNotificationStreams({
    db,
    announcements: database.cacheNotifications,
    keepSessionsOpen: sessions.keepOpen,
    logger: app.log,
  });
  app.addHook('preClose', async () => notificationStreams.close());
  await app.register(notificationsRoutes(notifications, notificationStreams));
  const photoLibrary = createLocalImageLibrary({ dir: photoLibraryDir, publicUrl: config.publicUrl });
  const imageSearch = deps.imageSearch ?? createImageSearchClient(config.imageSearch, photoLibrary);
  app.decorate('imageSearch', imageSearch);
  await app.register(
    imageSearchRoutes({
      service: createImageSearchService({ client: imageSearch, logger: app.log }),
      library: photoLibrary,
    }),
  );
  // The news image from the photo library: only the provider's own addresses are fetched (no SSRF); a picture over
  // the download cap is 413 like an uploaded one, any other failure a violation on `imageUrl`.
  const fetchNewsImage: FetchImage =
    deps.fetchImage ??
    (async (url) => {
      try {
        return await imageSearch.fetchChosen(url);
      } catch (error) {
        if (error instanceof ImageSearchError && error.kind === 'too_large') throw new AppError('payload_too_large');
        throw error;
      }
    });
  await app.register(faqRoutes(db));
  await app.register(contributionRequestsRoutes({ db, box: createSecretBox(config.sessionSecret) }));
  const files = createFilesModule({ config, db, storage: deps.storage, logger: app.log });
  await app.register(files.routes);
  app.decorate('fileMaintenance', files.maintenance);
  app.decorate('fileStorage', files.storage);
  // News keeps its image and attachments in the files' storage, checked by the files' type rule.
  await app.register(
    createNewsModule({ db, storage: files.storage, detectFileType, cleanFileName, fetchImage: fetchNewsImage }).routes,
  );
  app.addHook('onClose', files.close);
  const personalData = createPersonalDataModule({
    db,
    storage: files.storage,
    notify: notifications.notify,
    jobs: jobQueue,
  });
  await app.register(personalData.routes);
  // AFAS: the sync tells admins about new and reopened issues through the notifications' notify.
  const afas = createAfasModule({
    db,
    client: deps.afasClient !== undefined ? deps.afasClient : config.afas ? afasClientFor(config.afas) : null,
    connectors: config.afas?.connectors,
    notify: notifications.notify,
    logger: app.log,
  });
  await app.register(afas.routes);
  app.decorate('afasSync', afas.sync);
  if (afas.sync) jobQueue.define(afasFullSyncJob(afas.sync, config.afas?.syncCron ?? '0 2 * * *'));
  const formsModule = createFormsModule({ db, storeFile: files.storeFile });
  await app.register(formsModule.routes);
  if (!moodle)
    app.log.warn(
      'MOODLE_URL is not set: learning material in Moodle is not available (those calls answer learning_material_missing)',
    );
  const education = createEducationModule({
    db,
    moodle,
    logger: app.log,
    jobs: jobQueue,
    notify: notifications.notify,
  });
  await app.register(education.routes);
  await app.register(
    createAssignmentsModule({
      db,
      entries: formsModule.entries,
      educationAccess: education.access,
      notify: notifications.notify,
      sendInvitation: async (tx, mail) => {
        const about = {
          assignmentId: mail.assignmentId,
          assignmentName: mail.assignmentName,
          participantName: mail.participantName,
          token: mail.token,
        };
        await mailer.enqueue(
          tx as Db,
          mail.renewal
            ? { to: mail.to, template: 'externalInvitationRenewed', data: about }
            : { to: mail.to, template: 'externalInvitation', data: { ...about, explanation: mail.explanation } },
        );
      },
      box: createSecretBox(config.sessionSecret),
      cookie: contributorSessionCookie,
      contributors,
      // The portfolio's bundled PDF reads attached files and follows the personal-data export's download life cycle.
      storage: files.storage,
      downloads: personalData.downloads,
      jobs: jobQueue,
    }).routes,
  );
  await app.register(educatorEventsRoutes(createEducatorEventsService({ db }), moodle));
  await app.register(createMyParticipantsModule({ db }).routes);
  await app.register(createScheduleModule({ db, publicUrl: config.publicUrl }).routes);
  if (deps.extraRoutes) await app.register(async (scope) => deps.extraRoutes!(scope, database));

  if (dist) {
    fallback = await installSpa(app, dist, {
      imageHosts: imageHostsOf(config.imageSearch),
      ...(signInPage && { startPage: signInStart({ db, sessionOf, signInPage }) }),
    });
  }

  // A keep-alive connection whose request was in flight when closing began turns idle only afterwards; close
  // it then, rather than waiting for its keep-alive timeout.
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const timer = setInterval(() => app.server.closeIdleConnections(), 50);
    app.server.once('close', () => clearInterval(timer));
  });
  app.addHook('onClose', async () => {
    await jobQueue.stop();
    await database.close();
  });
  return app;
}
