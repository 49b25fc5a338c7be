import type { EducationMaterial, Violation } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educationMaterialFiles, educationMaterials, files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { EducationActor } from './education.policy';
import type { EducationRepository } from './education.repository';
import type { EducationService } from './education.service';

/**
 * A participant's own material (spec 2 'Education materials'): a title with files. Files are uploaded first through
 * the files feature (tus, context `material`) and linked here: only the caller's own material uploads that no
 * material links yet, so nobody can pull someone else's file into a place they can read it.
 */
export function createMaterialsService({
  db,
  education,
  repo,
}: {
  db: Db;
  education: EducationService;
  repo: EducationRepository;
}) {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  async function linkable(tx: Tx, actor: EducationActor, fileIds: readonly string[]): Promise<void> {
    const rows = await tx
      .select({ id: files.id, context: files.context, uploadedById: files.uploadedById })
      .from(files)
      .where(inArray(files.id, [...fileIds]))
      .for('update');
    const linked = new Set(
      (
        await tx
          .select({ fileId: educationMaterialFiles.fileId })
          .from(educationMaterialFiles)
          .where(inArray(educationMaterialFiles.fileId, [...fileIds]))
      ).map((r) => r.fileId),
    );
    const violations: Violation[] = [];
    fileIds.forEach((id, index) => {
      const file = rows.find((r) => r.id === id);
      const usable =
        file &&
        file.context === 'material' &&
        file.uploadedById === actor.userId &&
        !linked.has(id) &&
        fileIds.indexOf(id) === index;
      if (!usable) violations.push({ propertyPath: `fileIds[${index}]`, detail: 'validation.invalid' });
    });
    if (violations.length > 0) throw AppError.validation(violations);
  }

  async function presentOne(educationId: string, materialId: string): Promise<EducationMaterial> {
    const material = (await repo.materials(educationId)).find((m) => m.id === materialId);
    if (!material) throw AppError.notFound();
    return material;
  }

  return {
    /** `POST /api/education/{id}/materials`. */
    async create(actor: EducationActor, educationId: string, input: { title: string; fileIds: string[] }) {
      await education.authorizeEducation(actor, 'edit', educationId);
      const id = await db.transaction(async (tx) => {
        await linkable(tx, actor, input.fileIds);
        const [material] = await tx
          .insert(educationMaterials)
          .values({ educationId, title: input.title, createdById: actor.userId })
          .returning({ id: educationMaterials.id });
        await tx
          .insert(educationMaterialFiles)
          .values(input.fileIds.map((fileId) => ({ materialId: material!.id, fileId })));
        return material!.id;
      });
      return presentOne(educationId, id);
    },

    /** `POST /api/education/{id}/materials/{materialId}`: more files for a material of this education. */
    async addFiles(actor: EducationActor, educationId: string, materialId: string, fileIds: string[]) {
      const { facts } = await education.authorizeMaterial(actor, 'edit', materialId);
      if (facts.educationId !== educationId) throw AppError.notFound();
      await db.transaction(async (tx) => {
        await linkable(tx, actor, fileIds);
        await tx.insert(educationMaterialFiles).values(fileIds.map((fileId) => ({ materialId, fileId })));
      });
      return presentOne(educationId, materialId);
    },

    /** `DELETE /api/education-materials/{id}`: the files stay until the files' clean-up removes unlinked ones. */
    async remove(actor: EducationActor, materialId: string) {
      await education.authorizeMaterial(actor, 'edit', materialId);
      await db.delete(educationMaterials).where(eq(educationMaterials.id, materialId));
    },

    /** `DELETE /api/education-materials/{id}/files/{fileId}`: 404 when the file is not the material's. */
    async removeFile(actor: EducationActor, materialId: string, fileId: string) {
      await education.authorizeMaterial(actor, 'edit', materialId);
      const removed = await db
        .delete(educationMaterialFiles)
        .where(and(eq(educationMaterialFiles.materialId, materialId), eq(educationMaterialFiles.fileId, fileId)))
        .returning({ fileId: educationMaterialFiles.fileId });
      if (removed.length === 0) throw AppError.notFound();
    },
  };
}
export type MaterialsService = ReturnType<typeof createMaterialsService>;
