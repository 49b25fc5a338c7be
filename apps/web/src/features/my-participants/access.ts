import type { Account } from '@portal/contracts';

/** `/mijn-deelnemers` (spec 3 §2): practical trainers, institute educators and program assistants; admins pass. */
export const mayViewMyParticipants = (account: Pick<Account, 'roles'>) =>
  account.roles.some((role) =>
    ['ROLE_PRACTICAL_TRAINER', 'ROLE_INSTITUTE_EDUCATOR', 'ROLE_PROGRAM_ASSISTANT', 'ROLE_ADMIN'].includes(role),
  );
