import type { Violation } from '@portal/contracts';
import type { ViolationsByField } from './types';

/** Groups violations by the field they name (`parameters.fieldId`); the others are left out. */
export function violationsByField(violations: readonly Violation[] | undefined): ViolationsByField {
  const byField: Record<string, Violation[]> = {};
  for (const violation of violations ?? []) {
    const fieldId = violation.parameters?.fieldId;
    if (typeof fieldId !== 'string') continue;
    (byField[fieldId] ??= []).push(violation);
  }
  return byField;
}
