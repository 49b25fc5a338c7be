// The shape of a planned assignment: everything about it decided before anything is inserted, so entries,
// evaluations, messages, invitations, presence and notifications can all point at it.
import type { AssignmentState } from '@portal/contracts';
import { get, newId } from './context';
import type { SeededEducation } from './educations';
import type { FormKey } from './form-definitions';
import type { FormRegistry, SeededForm } from './forms';
import type { SeededContainer, SeededModule } from './modules';

export interface PlannedMessage {
  /** A user, or null when an external contributor wrote it through their invitation. */
  authorId: string | null;
  viaToken?: string;
  content: string;
  day: number;
}

export interface PlannedToken {
  id: string;
  email: string;
  explanation: string;
  status: 'new' | 'used';
  day: number;
  invitedById: string;
  /** The contributor's account, when they signed up; their entry is made through the token. */
  contributorId?: string;
}

export interface AssignmentSpec {
  id: string;
  /** How the rest of the seed finds a showcase assignment (presence, notifications). */
  tag?: string;
  education: SeededEducation;
  module: SeededModule;
  container: SeededContainer | null;
  form: SeededForm;
  name: string;
  state: AssignmentState;
  draft: boolean;
  notAssigned: boolean;
  requestedLevel: number | null;
  assignedLevel: number | null;
  valuation: string | null;
  grade: number | null;
  /** Days from today. */
  created: number;
  submitted: number | null;
  finished: number | null;
  /** The first evaluator gives the evaluation of a finished assignment. */
  evaluators: string[];
  createdById: string;
  /**
   * The participant's entry: none, a draft begun, handed in, or returned (every answer given and open again, as the
   * life cycle's reject leaves it, so 'Opnieuw inleveren' works on it).
   */
  entry: 'none' | 'draft' | 'submitted' | 'returned';
  messages: PlannedMessage[];
  /** Assignments a product field links to. */
  products: string[];
  /** Answers by field label, instead of the form's samples. */
  answers: Record<string, unknown>;
  tokens: PlannedToken[];
}

export type AssignmentInput = Pick<AssignmentSpec, 'education' | 'module' | 'name' | 'state' | 'created'> &
  Partial<Omit<AssignmentSpec, 'form' | 'id'>> & { form?: FormKey };

/** Fills in what follows from the state: draft flag, hand-in and finish days, whether an entry exists. */
export function planAssignment(forms: FormRegistry, input: AssignmentInput): AssignmentSpec {
  const formKey = input.form ?? input.container?.template.form ?? input.module.template.form;
  if (!formKey) throw new Error(`demo seed: module ${input.module.template.code} has no form`);
  const handedIn = input.state !== 'open' && input.state !== 'excemption';
  const submitted = input.submitted ?? (handedIn ? Math.min(input.created + 6, -1) : null);
  const finished =
    input.finished ??
    (input.state === 'finished' || input.state === 'excemption' ? Math.min((submitted ?? input.created) + 5, 0) : null);
  const form = get(forms.forms, formKey);
  const finishedWork = input.state === 'finished';
  return {
    id: newId(),
    container: null,
    draft: input.state === 'open',
    notAssigned: false,
    requestedLevel: null,
    assignedLevel: null,
    evaluators: [],
    createdById: input.education.userId,
    entry:
      input.state === 'open'
        ? 'draft'
        : input.state === 'excemption'
          ? 'none'
          : input.state === 'rejected'
            ? 'returned'
            : 'submitted',
    messages: [],
    products: [],
    answers: {},
    tokens: [],
    ...input,
    form,
    // The result follows the form: a valuation only where it asks one, a grade where it asks one.
    valuation: form.definition.valuation ? (input.valuation ?? null) : null,
    grade: form.definition.grade ? (input.grade ?? (finishedWork ? 6.5 + (input.name.length % 4) * 0.5 : null)) : null,
    submitted,
    finished,
  };
}

/** The container of a module that collects assignments of `form`. */
export function containerFor(module: SeededModule, form: FormKey): SeededContainer {
  const found = module.containers.find((c) => c.template.form === form);
  if (!found) throw new Error(`demo seed: module ${module.template.code} has no ${form} container`);
  return found;
}
