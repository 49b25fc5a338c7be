// Educations of every participant with their staff, periods, modules, own materials and notes.
import type { ParticipantStatus } from '@portal/contracts';
import {
  educationMaterialFiles,
  educationMaterials,
  educations,
  educationStaff,
  fileReads,
  notes,
  periods,
} from '../../schema';
import { addDays, addMonths } from './clock';
import { addFile, at, flushFiles, get, insertRows, MIME, newId, type DemoContext } from './context';
import type { FormRegistry } from './forms';
import type { DemoLoginKey } from './logins';
import { seedModules, type ModulePlan, type SeededModule } from './modules';
import { cohortName, PROGRAMMES, type ProgrammeKey } from './programmes';
import type { DemoUsers } from './users';

export interface SeededEducation {
  id: string;
  userId: string;
  programme: ProgrammeKey;
  status: ParticipantStatus;
  monthsIn: number;
  startDate: string;
  modules: SeededModule[];
}

export interface DemoEducations {
  all: SeededEducation[];
  /** deelnemer@demo.nl: huisarts, arbeid en gezondheid (interrupted) and Bij- en nascholing. */
  main: { ha: SeededEducation; ag: SeededEducation; bns: SeededEducation };
  multi: SeededEducation;
}

interface EducationPlan {
  userId: string;
  email: string;
  programme: ProgrammeKey;
  monthsIn: number;
  status: ParticipantStatus;
  fullTimePercentage?: number;
  overrides?: ModulePlan['overrides'];
  levels?: ModulePlan['levels'];
}

const PRACTICES = [
  'Huisartsenpraktijk De Linde, Utrecht',
  'Gezondheidscentrum Lunetten, Utrecht',
  'Huisartsenpraktijk Het Klooster, Amersfoort',
  'Huisartsen aan de Vecht, Zwolle',
  'Medisch Centrum Dukenburg, Nijmegen',
];

/** The periods of each programme: name, institution, from and to (months), trained by the practical trainer. */
const PERIODS: Record<Exclude<ProgrammeKey, 'BNS'>, [string, string | null, number, number, boolean][]> = {
  HA: [
    ['Opleidingsjaar 1 – huisartspraktijk', null, 0, 12, true],
    ['Stage ouderengeneeskunde', 'Zorgcentrum De Linde, Zeist', 12, 18, false],
    ['Stage acute psychiatrie', 'GGZ Midden-Nederland, Amersfoort', 18, 24, false],
    ['Opleidingsjaar 3 – huisartspraktijk', null, 24, 36, true],
  ],
  AG: [
    ['Opleidingsperiode 1', 'Arbodienst Gezond Werk, Utrecht', 0, 24, true],
    ['Stage arbeid en gezondheid', 'Bedrijfsgezondheidsdienst Rijnmond, Rotterdam', 6, 12, false],
    ['Opleidingsperiode 2', 'Arbo Unie Oost, Deventer', 24, 48, true],
  ],
  SO: [
    ['Opleidingsperiode verpleeghuis', 'Zorggroep Oost, Nijmegen', 0, 12, true],
    ['Stage klinische geriatrie', 'Stadsziekenhuis Midden, Amersfoort', 12, 18, false],
    ['Opleidingsperiode 2', 'Zorggroep Oost, Nijmegen', 18, 36, true],
  ],
};

export async function seedEducations(ctx: DemoContext, people: DemoUsers, formRegistry: FormRegistry) {
  const { db, clock, faker } = ctx;
  const login = (key: DemoLoginKey) => get(people.logins, key);
  const participant = login('participant');
  const multi = login('multi');

  const plans: EducationPlan[] = [
    {
      userId: participant.id,
      email: participant.email,
      programme: 'HA',
      monthsIn: 14,
      status: 'definitely_placed',
      // The first year's return days are not done yet: block 2 is still to follow, and its registration is the
      // demo's 'Kies uitvoering' (offered on unfinished modules only).
      overrides: { 'HA-IO-105': 'excemption', 'HA-IO-101': 'definitely_placed' },
      levels: { 'HA-EPA-1': 3, 'HA-EPA-2': 2, 'HA-EPA-3': 1, 'HA-EPA-4': null },
    },
    {
      userId: participant.id,
      email: participant.email,
      programme: 'AG',
      monthsIn: 26,
      status: 'interruption',
      fullTimePercentage: 50,
      levels: { 'AG-EPA-01': 2, 'AG-EPA-02': 1 },
    },
    {
      userId: participant.id,
      email: participant.email,
      programme: 'BNS',
      monthsIn: 12,
      status: 'definitely_placed',
      overrides: { 'BNS-26-02': 'finished_less_points' },
    },
    {
      userId: multi.id,
      email: multi.email,
      programme: 'AG',
      monthsIn: 20,
      status: 'definitely_placed',
      fullTimePercentage: 80,
    },
  ];
  people.participants.forEach((p, index) => {
    plans.push({
      userId: p.id,
      email: p.email,
      programme: p.programme,
      monthsIn: p.monthsIn,
      status: p.status,
      fullTimePercentage: index % 5 === 3 ? 80 : 100,
      // One trainee earned fewer elective points than the course offered.
      overrides: index === 1 ? { 'HA-IKO-01': 'finished_less_points' } : undefined,
    });
    if (p.furtherEducation) {
      plans.push({ userId: p.id, email: p.email, programme: 'BNS', monthsIn: 12, status: 'definitely_placed' });
    }
  });

  const rows: (typeof educations.$inferInsert)[] = [];
  const modulePlans: ModulePlan[] = [];
  const seeded: SeededEducation[] = [];
  for (const plan of plans) {
    const programme = PROGRAMMES[plan.programme];
    const id = newId();
    const startDate = clock.monthStart(-plan.monthsIn);
    const interrupted = plan.status === 'interruption';
    rows.push({
      id,
      afasId: programme.afasId,
      userId: plan.userId,
      name: programme.name,
      furtherEducation: programme.furtherEducation,
      status: plan.status,
      cohortName: cohortName(programme, startDate),
      email: plan.email,
      fullTimePercentage: plan.fullTimePercentage ?? 100,
      startDate,
      electiveCourseHours: programme.electiveCourseHours,
      electiveCourseBudgetCents: programme.electiveCourseBudgetCents,
      interruptionStartDate: interrupted ? clock.day(-40) : null,
      interruptionEndDate: interrupted ? clock.day(50) : null,
      // Afgerond trainees were deregistered when they finished.
      deregistrationDate: plan.status === 'finished' ? addMonths(startDate, programme.durationMonths) : null,
      rgsEndDate: addDays(addMonths(startDate, programme.durationMonths), interrupted ? 89 : -1),
      internshipHours: programme.internshipHours,
      studyGuideUrl: programme.studyGuideUrl,
      moodleCourseId: programme.moodleCourseId,
      createdAt: clock.at(-plan.monthsIn * 30 - 10),
    });
    modulePlans.push({
      educationId: id,
      userId: plan.userId,
      programme: plan.programme,
      startDate,
      monthsIn: plan.monthsIn,
      finishedEducation: plan.status === 'finished',
      overrides: plan.overrides,
      levels: plan.levels,
    });
    seeded.push({
      id,
      userId: plan.userId,
      programme: plan.programme,
      status: plan.status,
      monthsIn: plan.monthsIn,
      startDate,
      modules: [],
    });
  }
  await insertRows(db, educations, rows);

  const educator = login('educator');
  const trainer = login('trainer');
  const assistant = login('assistant');
  const staffRows: (typeof educationStaff.$inferInsert)[] = [];
  for (const education of seeded) {
    staffRows.push({ educationId: education.id, userId: assistant.id, role: 'program_assistant' });
    if (education.programme === 'BNS') continue;
    staffRows.push({ educationId: education.id, userId: educator.id, role: 'institute_educator' });
    staffRows.push({ educationId: education.id, userId: trainer.id, role: 'practical_trainer' });
    // The second program assistant (the authenticator login) co-runs the ouderengeneeskunde programme.
    if (education.programme === 'SO') {
      staffRows.push({ educationId: education.id, userId: login('twoFactor').id, role: 'program_assistant' });
    }
  }
  await insertRows(db, educationStaff, staffRows);

  const periodRows: (typeof periods.$inferInsert)[] = [];
  for (const education of seeded) {
    if (education.programme === 'BNS') continue;
    const practice = faker.helpers.arrayElement(PRACTICES);
    PERIODS[education.programme].forEach(([name, institution, from, to, withTrainer], sortOrder) => {
      const started = from <= education.monthsIn || education.status === 'finished';
      periodRows.push({
        educationId: education.id,
        name,
        institution: institution ?? practice,
        matchStatus: started ? 'Geplaatst' : 'Voorlopig geplaatst',
        startDate: addMonths(education.startDate, from),
        endDate: addDays(addMonths(education.startDate, to), -1),
        practicalTrainerId: withTrainer ? trainer.id : null,
        practicalTrainerName: withTrainer
          ? trainer.fullName
          : faker.helpers.arrayElement(['Drs. M. Hoekstra', 'Dr. A. Kuipers']),
        remarks: started ? null : 'Plaatsing wordt in overleg met de opleider bevestigd.',
        sortOrder,
      });
    });
  }
  await insertRows(db, periods, periodRows);

  const modulesByEducation = await seedModules(ctx, modulePlans, formRegistry, {
    educatorName: educator.fullName,
    programAssistantName: assistant.fullName,
  });
  for (const education of seeded) education.modules = modulesByEducation.get(education.id) ?? [];

  const ha = at(seeded, 0);
  await seedMaterialsAndNotes(ctx, people, seeded, ha);
  return {
    all: seeded,
    main: { ha, ag: at(seeded, 1), bns: at(seeded, 2) },
    multi: at(seeded, 3),
  } satisfies DemoEducations;
}

async function seedMaterialsAndNotes(
  ctx: DemoContext,
  people: DemoUsers,
  seeded: SeededEducation[],
  main: SeededEducation,
): Promise<void> {
  const { db, clock } = ctx;
  const educator = get(people.logins, 'educator');
  const trainer = get(people.logins, 'trainer');
  const materials: (typeof educationMaterials.$inferInsert)[] = [];
  const materialFiles: (typeof educationMaterialFiles.$inferInsert)[] = [];
  const addMaterial = (education: SeededEducation, title: string, fileNames: [string, string][], daysAgo: number) => {
    const id = newId();
    const createdAt = clock.at(-daysAgo, '20:15');
    materials.push({ id, educationId: education.id, title, createdById: education.userId, createdAt });
    return fileNames.map(([name, mimeType]) => {
      const fileId = addFile(ctx, { name, mimeType, context: 'material', uploadedById: education.userId, createdAt });
      materialFiles.push({ materialId: id, fileId, createdAt });
      return fileId;
    });
  };
  const [firstFile] = addMaterial(
    main,
    'Casusbespreking astma bij jongvolwassenen',
    [
      ['Casus astma – uitwerking.pdf', MIME.pdf],
      ['Casus astma – presentatie.pdf', MIME.pdf],
    ],
    41,
  );
  addMaterial(
    main,
    'Presentatie terugkomdag multimorbiditeit',
    [['Multimorbiditeit en polyfarmacie.pdf', MIME.pdf]],
    9,
  );
  addMaterial(main, 'Certificaat ALS-cursus', [['Certificaat ALS maart.pdf', MIME.pdf]], 250);
  for (const education of seeded.filter((e) => e.programme !== 'BNS' && e.userId !== main.userId).slice(0, 4)) {
    addMaterial(education, 'Verslag intervisie', [['Intervisieverslag.docx', MIME.docx]], 20);
  }
  await flushFiles(ctx);
  await insertRows(db, educationMaterials, materials);
  await insertRows(db, educationMaterialFiles, materialFiles);
  // The institute educator has opened the first file (educators mark files read or unread).
  if (firstFile) await insertRows(db, fileReads, [{ fileId: firstFile, userId: educator.id, readAt: clock.at(-38) }]);

  const noteRows: (typeof notes.$inferInsert)[] = [
    {
      educationId: main.id,
      authorId: educator.id,
      message: 'Voortgangsgesprek jaar 1 afgerond: ligt op schema, aandachtspunt is de planning van het POP.',
      createdAt: clock.at(-75, '16:40'),
    },
    {
      educationId: main.id,
      authorId: main.userId,
      message: 'Stageplaats ouderengeneeskunde bevestigd bij Zorgcentrum De Linde.',
      createdAt: clock.at(-60, '11:05'),
    },
    {
      educationId: main.id,
      authorId: trainer.id,
      message: 'Familiegesprek-KPB teruggegeven: graag de reflectie aanvullen.',
      createdAt: clock.at(-4, '17:20'),
    },
  ];
  for (const education of seeded.filter((e) => e.status === 'interruption')) {
    noteRows.push({
      educationId: education.id,
      authorId: educator.id,
      message: 'Opleiding tijdelijk onderbroken; herstart besproken met de aios en de praktijkopleider.',
      createdAt: clock.at(-39, '09:30'),
    });
  }
  await insertRows(db, notes, noteRows);
}
