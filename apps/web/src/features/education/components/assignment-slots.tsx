import { createContext, useContext, type ComponentType } from 'react';
import type { Module } from '@portal/contracts';

export type AssignmentContainer = Module['assignmentContainers'][number];
export type ModuleAssignment = Module['assignments'][number];

export interface ContainerSlotProps {
  module: Module;
  container: AssignmentContainer;
  /** The module list changed (an assignment was added): it reloads. */
  onChanged: () => void;
}

export interface AssignmentSlotProps {
  module: Module;
  assignment: ModuleAssignment;
  /** The education's edit permission. */
  canEdit: boolean;
  /** The participant may still work on it (open or returned, and edit rights). */
  editable: boolean;
  /** The module list changed (an assignment was deleted): it reloads. */
  onChanged: () => void;
}

/**
 * What another area adds to the assignments of a module list (the practical tab's 'Nieuwe opdracht aanmaken', an
 * assignment's delete and invitations): a feature may not import another, so the app composes them in through this
 * context (see `app/routes/education-route.tsx`). Without a provider the list shows the assignments only.
 */
export interface AssignmentSlots {
  /** Under an assignment container that has a form, for someone with edit rights. */
  ContainerAction?: ComponentType<ContainerSlotProps>;
  /** Beside every assignment. */
  AssignmentActions?: ComponentType<AssignmentSlotProps>;
}

const AssignmentSlotsContext = createContext<AssignmentSlots>({});

export const AssignmentSlotsProvider = AssignmentSlotsContext.Provider;

export function useAssignmentSlots(): AssignmentSlots {
  return useContext(AssignmentSlotsContext);
}
