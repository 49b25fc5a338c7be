import type { Violation } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluationDrafts } from '../../db/schema';
import type { Tx } from './ports';

/** A valuation (an evaluation option's id) and grade as the assessment screen sends them. */
export interface AssessmentValues {
  grade?: number | null | undefined;
  valuation?: string | null | undefined;
}

/**
 * The violations of a valuation and grade against the assignment's form: the valuation one of its options and asked
 * by the form, a grade only when it asks one; `required` (assessing, not saving for later): at least one of them.
 */
export function assessmentViolations(
  form: { grade: boolean; valuation: boolean },
  options: readonly { id: string }[],
  body: AssessmentValues,
  required: boolean,
): Violation[] {
  const grade = body.grade ?? null;
  const valuationId = body.valuation ?? null;
  const violations: Violation[] = [];
  if (valuationId !== null && (!form.valuation || !options.some((o) => o.id === valuationId))) {
    violations.push({ propertyPath: 'valuation', detail: 'validation.invalid' });
  }
  if (grade !== null && !form.grade) violations.push({ propertyPath: 'grade', detail: 'validation.invalid' });
  if (required && (form.grade || form.valuation) && grade === null && valuationId === null) {
    violations.push({ propertyPath: form.grade ? 'grade' : 'valuation', detail: 'validation.gradeOrValuation' });
  }
  return violations;
}

/**
 * The valuation and grade an assessor saved for later ('Opslaan voor latere beoordeling'): kept per assessor apart
 * from the evaluations, so the assignment, its state and the participant's view stay as they were until assessed.
 */
export function createEvaluationDrafts(db: Db) {
  const mine = (assignmentId: string, evaluatorId: string) =>
    and(eq(evaluationDrafts.assignmentId, assignmentId), eq(evaluationDrafts.evaluatorId, evaluatorId));
  return {
    /** The caller's saved valuation and grade, or null when they saved none. */
    async find(assignmentId: string, evaluatorId: string) {
      const [row] = await db
        .select({ grade: evaluationDrafts.grade, valuation: evaluationDrafts.valuationOptionId })
        .from(evaluationDrafts)
        .where(mine(assignmentId, evaluatorId));
      return row ? { grade: row.grade === null ? null : Number(row.grade), valuation: row.valuation } : null;
    },

    /** Keeps what was chosen (both empty: nothing to keep). */
    async save(tx: Tx, assignmentId: string, evaluatorId: string, values: AssessmentValues) {
      const grade = values.grade ?? null;
      const valuationOptionId = values.valuation ?? null;
      if (grade === null && valuationOptionId === null) {
        await tx.delete(evaluationDrafts).where(mine(assignmentId, evaluatorId));
        return;
      }
      await tx
        .insert(evaluationDrafts)
        .values({ assignmentId, evaluatorId, grade, valuationOptionId })
        .onConflictDoUpdate({
          target: [evaluationDrafts.assignmentId, evaluationDrafts.evaluatorId],
          set: { grade, valuationOptionId, updatedAt: new Date() },
        });
    },

    /** Forgets it once the assessor assessed or returned the assignment. */
    async clear(tx: Tx, assignmentId: string, evaluatorId: string) {
      await tx.delete(evaluationDrafts).where(mine(assignmentId, evaluatorId));
    },
  };
}
export type EvaluationDrafts = ReturnType<typeof createEvaluationDrafts>;
