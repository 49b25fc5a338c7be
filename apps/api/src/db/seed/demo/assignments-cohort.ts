// Assignments of everyone else, made by rule from where each stands in the programme, so the educators' evaluation
// lists, "my participants" and the portfolios of the other participants are filled too.
import type { AssignmentState } from '@portal/contracts';
import { at, get, newId, type DemoContext } from './context';
import { planAssignment, type AssignmentSpec } from './assignment-plan';
import type { DemoEducations } from './educations';
import { moduleByCode } from './events';
import type { FormRegistry } from './forms';
import type { SeededModule } from './modules';
import type { ProgrammeKey } from './programmes';
import type { DemoUsers } from './users';

const TOPICS: Record<Exclude<ProgrammeKey, 'BNS'>, string[]> = {
  HA: [
    'oorpijn bij een kind',
    'hypertensie',
    'depressieve klachten',
    'acute buikpijn',
    'visite bij benauwdheid',
    'wondzorg',
  ],
  AG: [
    'spreekuur bij burn-outklachten',
    'werkplekonderzoek',
    'probleemanalyse bij verzuim',
    'arbeidsomstandighedenspreekuur',
    're-integratiegesprek',
    'preventief medisch onderzoek',
  ],
  SO: [
    'delier',
    'valanalyse',
    'familiegesprek',
    'medicatiereview',
    'probleemgedrag bij dementie',
    'advance care planning',
  ],
};
const REQUESTS = [
  'Cursus point-of-care-echografie',
  'Congres Arbeid en Gezondheid',
  'Cursus palliatieve zorg in de praktijk',
  'Masterclass leefstijlgeneeskunde',
  'E-learning farmacotherapie bij ouderen',
  'Cursus intervisie en supervisie',
];
// States of the KPBs of a module in progress, in turn, so every list shows a mix.
const CURRENT_STATES: AssignmentState[] = ['finished', 'in_review', 'rejected', 'in_review', 'open'];
const REQUEST_STATES: AssignmentState[] = ['finished', 'in_review', 'rejected', 'open'];

export function planCohortAssignments(
  ctx: DemoContext,
  forms: FormRegistry,
  people: DemoUsers,
  educations: DemoEducations,
): AssignmentSpec[] {
  const { faker } = ctx;
  const trainer = get(people.logins, 'trainer').id;
  const educator = get(people.logins, 'educator').id;
  const specs: AssignmentSpec[] = [];
  let turn = 0;
  const valuation = () => faker.helpers.arrayElement(['Voldoende', 'Goed', 'Goed', 'Uitstekend']);

  for (const education of educations.all) {
    if (education === educations.main.ha || education.programme === 'BNS') continue;
    const topics = TOPICS[education.programme];
    const add = (module: SeededModule, input: Partial<Parameters<typeof planAssignment>[1]>) => {
      const spec = planAssignment(forms, {
        education,
        module,
        name: module.template.name,
        state: 'finished',
        created: -60,
        ...input,
      });
      specs.push(spec);
      return spec;
    };

    for (const module of education.modules) {
      const template = module.template;
      const done = module.status !== 'definitely_placed';
      const started = done || template.from <= education.monthsIn;
      if (!started) continue;
      const pastDay = () => -faker.number.int({ min: 40, max: Math.max(60, education.monthsIn * 25) });

      if (template.kind === 'practical') {
        for (const container of module.containers) {
          const kpb = container.template.form === 'kpb';
          const count = done
            ? kpb
              ? Math.min(container.template.required, 3)
              : 1
            : kpb
              ? faker.number.int({ min: 2, max: 3 })
              : 0;
          for (let i = 0; i < count; i++) {
            const state = done ? 'finished' : at(CURRENT_STATES, turn++ % CURRENT_STATES.length);
            const evaluators = turn % 4 === 0 ? [trainer, people.assessor.id] : [trainer];
            add(module, {
              container,
              name: kpb
                ? `KPB: ${at(topics, (i + turn) % topics.length)}`
                : `Stageverslag ${template.name.toLowerCase()}`,
              state,
              valuation: state === 'finished' ? valuation() : null,
              created: done ? pastDay() : -faker.number.int({ min: 4, max: 25 }),
              evaluators,
              messages:
                state === 'rejected'
                  ? [
                      {
                        authorId: trainer,
                        content: 'Graag de beschrijving aanvullen met je eigen rol in de situatie.',
                        day: -2,
                      },
                    ]
                  : [],
            });
          }
        }
      } else if (template.kind === 'epa' && module.currentLevel) {
        add(module, {
          name: `${template.name} – niveau ${module.currentLevel}`,
          requestedLevel: module.currentLevel,
          assignedLevel: module.currentLevel,
          valuation: valuation(),
          created: pastDay(),
          evaluators: [educator],
        });
        if (
          !done &&
          education.status === 'definitely_placed' &&
          module.currentLevel < (module.maxLevel ?? 5) &&
          turn++ % 3 === 0
        ) {
          add(module, {
            name: `${template.name} – niveau ${module.currentLevel + 1}`,
            state: 'in_review',
            requestedLevel: module.currentLevel + 1,
            created: -faker.number.int({ min: 3, max: 12 }),
            evaluators: [educator],
          });
        }
      } else if (template.kind === 'request') {
        const state = at(REQUEST_STATES, turn++ % REQUEST_STATES.length);
        const name = at(REQUESTS, turn % REQUESTS.length);
        add(module, {
          name,
          state,
          valuation: state === 'finished' ? 'Akkoord' : null,
          created: state === 'finished' ? pastDay() : -faker.number.int({ min: 2, max: 20 }),
          evaluators: [educator],
          answers: { 'Naam van de cursus of activiteit': name },
        });
      } else if (template.kind === 'guidance') {
        const reviews = Math.min(3, Math.floor(education.monthsIn / 6));
        for (let i = 0; i < reviews; i++) {
          add(module, {
            name: `${template.form === 'progress' ? 'Voortgangsgesprek' : 'Reflectieverslag'} ${i + 1}`,
            valuation: valuation(),
            created: -(reviews - i) * 150 + faker.number.int({ min: 0, max: 30 }),
            evaluators: [educator],
          });
        }
        if (!done && education.status === 'definitely_placed' && turn++ % 2 === 0) {
          add(module, {
            name: `${template.form === 'progress' ? 'Voortgangsgesprek' : 'Reflectieverslag'} ${reviews + 1}`,
            state: 'in_review',
            created: -faker.number.int({ min: 2, max: 9 }),
            evaluators: [educator],
          });
        }
      }
    }
  }

  // A replacement assignment waiting for multi@demo.nl in the teacher view (with the regular teacher).
  const agTrainee = educations.all.find(
    (e) =>
      e.programme === 'AG' &&
      e.userId !== educations.multi.userId &&
      e.userId !== educations.main.ag.userId &&
      e.monthsIn === 20,
  );
  if (agTrainee) {
    specs.push(
      planAssignment(forms, {
        tag: 'multiToEvaluate',
        education: agTrainee,
        module: moduleByCode(agTrainee, 'AG-IO-02'),
        name: 'Vervangende opdracht: de probleemanalyse',
        state: 'in_review',
        created: -5,
        submitted: -2,
        evaluators: [get(people.logins, 'multi').id, get(people.logins, 'teacher').id],
      }),
    );
  }
  // A new intake assignment of the same trainee, not filled in yet: its form is linked but has no entries (the form
  // overview's refusal to delete a form in use).
  if (agTrainee) {
    specs.push(
      planAssignment(forms, {
        education: agTrainee,
        module: moduleByCode(agTrainee, 'AG-BEG-VG'),
        form: 'intake',
        name: 'Intakegesprek',
        state: 'open',
        created: -1,
        entry: 'none',
        evaluators: [educator],
      }),
    );
  }
  // Another trainee invited an observer who has not responded yet.
  const open = specs.find((s) => s.state === 'open' && s.container?.template.form === 'kpb');
  if (open) {
    open.tokens = [
      {
        id: newId(),
        email: 'd.vermeulen@example.nl',
        explanation: 'Zou je mijn consult willen beoordelen?',
        status: 'new',
        day: -1,
        invitedById: open.education.userId,
      },
    ];
  }
  return specs;
}
