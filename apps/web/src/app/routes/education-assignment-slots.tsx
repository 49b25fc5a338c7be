import type { ReactNode } from 'react';
import { AssignmentRowActions } from '../../features/assignments/components/assignment-row-actions';
import { CreateAssignmentButton } from '../../features/assignments/components/create-assignment-button';
import {
  AssignmentSlotsProvider,
  type AssignmentSlotProps,
  type AssignmentSlots,
  type ContainerSlotProps,
} from '../../features/education/components/assignment-slots';

function ContainerAction({ container, onChanged }: ContainerSlotProps) {
  return <CreateAssignmentButton container={container} onCreated={onChanged} />;
}

function AssignmentActions({ assignment, canEdit, editable, onChanged }: AssignmentSlotProps) {
  return <AssignmentRowActions assignment={assignment} canEdit={canEdit} editable={editable} onDeleted={onChanged} />;
}

const SLOTS: AssignmentSlots = { ContainerAction, AssignmentActions };

/**
 * The assignments area's actions in an education's module lists (spec 2 "Practical tab": create from a container,
 * delete, invite external contributors), composed here because the education feature may not import it.
 */
export function EducationAssignmentSlots({ children }: { children: ReactNode }) {
  return <AssignmentSlotsProvider value={SLOTS}>{children}</AssignmentSlotsProvider>;
}
