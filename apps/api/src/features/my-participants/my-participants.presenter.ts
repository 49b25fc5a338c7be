import type { MyParticipant } from '@portal/contracts';
import { fullName, fullNameLastNameFirst } from '../../lib/names';
import type { MyParticipantRow } from './my-participants.repository';

/** A row of a "my participants" list: an explicit field list. */
export function presentMyParticipant(row: MyParticipantRow): MyParticipant {
  const name = { firstName: row.firstName, insertion: row.insertion, lastName: row.lastName };
  return {
    id: row.id,
    user: { id: row.userId, fullName: fullName(name), fullNameLastNameFirst: fullNameLastNameFirst(name) },
    name: row.name,
    cohortName: row.cohortName,
    startDate: row.startDate,
    status: row.status,
    furtherEducation: row.furtherEducation,
    progress: { finishedModules: row.moduleCounts[0], totalModules: row.moduleCounts[1] },
    staffRoles: row.staffRoles,
  };
}
