// The portfolio of deelnemer@demo.nl in the huisarts programme: every assignment state, EPA levels reached and
// requested, requests in each status, an external contribution, messages and a product linking earlier work.
import { at, get, newId } from './context';
import { containerFor, planAssignment, type AssignmentInput, type AssignmentSpec } from './assignment-plan';
import type { SeededEducation } from './educations';
import { moduleByCode } from './events';
import type { FormRegistry } from './forms';
import type { DemoUsers } from './users';

export function planMainPortfolio(forms: FormRegistry, people: DemoUsers, ha: SeededEducation): AssignmentSpec[] {
  const trainer = get(people.logins, 'trainer').id;
  const educator = get(people.logins, 'educator').id;
  const teacher = get(people.logins, 'teacher').id;
  const me = ha.userId;
  const specs: AssignmentSpec[] = [];
  const add = (input: Omit<AssignmentInput, 'education'>) => {
    const spec = planAssignment(forms, { education: ha, ...input });
    specs.push(spec);
    return spec;
  };
  const module = (code: string) => moduleByCode(ha, code);

  // Year 1 in the practice: six KPBs and a video consult assessed, the second video exempted.
  const prk1 = module('HA-PRK-1');
  const kpbTopics = [
    'Pijn op de borst',
    'Kind met koorts',
    'Lage rugpijn',
    'Slecht-nieuwsgesprek',
    'Telefonische triage',
    'Diabetescontrole',
  ];
  const valuations = ['Voldoende', 'Goed', 'Goed', 'Uitstekend', 'Voldoende', 'Goed'];
  kpbTopics.forEach((topic, i) =>
    add({
      module: prk1,
      container: containerFor(prk1, 'kpb'),
      name: `KPB ${i + 1}: ${topic.toLowerCase()}`,
      state: 'finished',
      valuation: at(valuations, i),
      created: -400 + i * 50,
      evaluators: [trainer],
      answers: { Onderwerp: topic },
    }),
  );
  const video = add({
    module: prk1,
    container: containerFor(prk1, 'video'),
    name: 'Video-opname 1: aanhoudende hoofdpijn',
    state: 'finished',
    grade: 7.5,
    created: -150,
    evaluators: [trainer],
  });
  add({
    module: prk1,
    container: containerFor(prk1, 'video'),
    name: 'Video-opname 2',
    state: 'excemption',
    created: -120,
    evaluators: [trainer],
  });

  // The current stage: one KPB of each state, and an invitation to an external observer.
  const sta2 = module('HA-STA-2');
  const kpb = containerFor(sta2, 'kpb');
  const delirium = add({
    module: sta2,
    container: kpb,
    name: 'KPB: delier bij een verpleeghuisbewoner',
    state: 'finished',
    valuation: 'Goed',
    created: -40,
    evaluators: [trainer, people.assessor.id],
  });
  add({
    tag: 'inReviewKpb',
    module: sta2,
    container: kpb,
    name: 'KPB: medicatiebeoordeling',
    state: 'in_review',
    created: -10,
    submitted: -3,
    evaluators: [trainer],
    messages: [{ authorId: me, content: 'De casus is ook besproken in het MDO van dinsdag.', day: -3 }],
  });
  // Two more handed in for the practical trainer, to try the assessment screen on (and for the browser tests: one per
  // screen size, so the two runs at once never assess the same one).
  for (const [name, days] of [
    ['KPB: kortademigheid bij COPD', -2],
    ['KPB: hoofdpijn op het spreekuur', -1],
  ] as const) {
    add({
      module: sta2,
      container: kpb,
      name,
      state: 'in_review',
      created: days - 5,
      submitted: days,
      evaluators: [trainer],
    });
  }
  add({
    tag: 'rejectedKpb',
    module: sta2,
    container: kpb,
    name: 'KPB: familiegesprek over behandelbeperkingen',
    state: 'rejected',
    created: -14,
    submitted: -8,
    evaluators: [trainer],
    messages: [
      {
        authorId: trainer,
        content: 'Mooi gesprek. Kun je de reflectie aanvullen met wat je de volgende keer anders doet?',
        day: -4,
      },
      { authorId: me, content: 'Doe ik, ik lever hem deze week opnieuw in.', day: -3 },
    ],
  });
  const invited = add({
    tag: 'externalKpb',
    module: sta2,
    container: kpb,
    name: 'KPB: valanalyse en valpreventie',
    state: 'open',
    created: -6,
    evaluators: [trainer],
  });
  const usedToken = newId();
  invited.tokens = [
    {
      id: usedToken,
      email: people.external.email,
      explanation: 'Wil je als verpleegkundig specialist je observatie van de valanalyse invullen?',
      status: 'used',
      day: -5,
      invitedById: me,
      contributorId: people.external.id,
    },
    {
      id: newId(),
      email: get(people.logins, 'trainer').email,
      explanation: 'Graag ook jouw feedback op deze KPB.',
      status: 'new',
      day: -2,
      invitedById: me,
    },
  ];
  invited.messages = [
    { authorId: null, viaToken: usedToken, content: 'Observatie ingevuld, succes met de verdere uitwerking!', day: -4 },
  ];
  add({
    module: sta2,
    container: containerFor(sta2, 'stage'),
    name: 'Stageverslag ouderengeneeskunde',
    state: 'open',
    created: -1,
    entry: 'none',
  });

  // The replacement assignment for a missed return-day morning (see presence).
  add({
    tag: 'catchUp',
    module: module('HA-IO-201'),
    name: 'Vervangende opdracht: kwetsbare ouderen',
    state: 'finished',
    grade: 8,
    created: -6,
    submitted: -4,
    finished: -2,
    evaluators: [teacher],
  });

  // EPA levels: reached (finished, assigned), requested (in review, concept) and one not assigned.
  const epa1 = module('HA-EPA-1');
  add({
    module: epa1,
    name: 'EPA 1 Acute zorg – niveau 3',
    state: 'finished',
    requestedLevel: 3,
    assignedLevel: 3,
    valuation: 'Goed',
    created: -70,
    evaluators: [educator],
    products: [at(specs, 0).id, at(specs, 4).id],
  });
  add({
    tag: 'epaInReview',
    module: epa1,
    name: 'EPA 1 Acute zorg – niveau 4',
    state: 'in_review',
    requestedLevel: 4,
    created: -5,
    submitted: -2,
    evaluators: [educator],
    products: [delirium.id, video.id],
    messages: [{ authorId: educator, content: 'Ik kijk ernaar voor ons gesprek van volgende week.', day: -1 }],
  });
  const epa2 = module('HA-EPA-2');
  add({
    module: epa2,
    name: 'EPA 2 Chronische zorg – niveau 2',
    state: 'finished',
    requestedLevel: 2,
    assignedLevel: 2,
    valuation: 'Voldoende',
    created: -90,
    evaluators: [educator],
  });
  add({
    module: epa2,
    name: 'EPA 2 Chronische zorg – niveau 3',
    state: 'open',
    requestedLevel: 3,
    created: -2,
    evaluators: [educator],
  });
  const epa3 = module('HA-EPA-3');
  add({
    module: epa3,
    name: 'EPA 3 Palliatieve zorg – niveau 1',
    state: 'finished',
    requestedLevel: 1,
    assignedLevel: 1,
    valuation: 'Voldoende',
    created: -180,
    evaluators: [educator],
  });
  add({
    module: epa3,
    name: 'EPA 3 Palliatieve zorg – niveau 2',
    state: 'finished',
    requestedLevel: 2,
    notAssigned: true,
    valuation: 'Onvoldoende',
    created: -50,
    evaluators: [educator],
    messages: [
      {
        authorId: educator,
        content: 'Nog onvoldoende bewijs voor niveau 2; verzamel eerst twee KPB’s in de palliatieve zorg.',
        day: -38,
      },
    ],
  });

  // Requests (Aanvragen): finished, requested, returned and a concept.
  const requests = module('HA-AANV-KO');
  const request = (name: string, input: Partial<Omit<AssignmentInput, 'education' | 'module' | 'name'>>) =>
    add({
      module: requests,
      name,
      state: 'open',
      created: -1,
      evaluators: [educator],
      ...input,
      answers: { 'Naam van de cursus of activiteit': name, ...input.answers },
    });
  request('Cursus dermatoscopie voor huisartsen', { state: 'finished', valuation: 'Akkoord', created: -330 });
  request('NHG-Congres 2027', { tag: 'requestRequested', state: 'in_review', created: -9, submitted: -5 });
  request('Masterclass spoedeisende hulp in de huisartspraktijk', {
    tag: 'requestRejected',
    state: 'rejected',
    created: -30,
    submitted: -26,
    messages: [
      {
        authorId: educator,
        content: 'De kosten vallen buiten je budget. Kies een goedkoper alternatief of vraag minder uren aan.',
        day: -20,
      },
    ],
  });
  request('Cursus motiverende gespreksvoering', { tag: 'requestConcept', state: 'open', created: -3 });
  add({
    module: module('HA-AANV-VR'),
    name: 'Vrijstelling basiscursus reanimatie (BLS/AED)',
    state: 'finished',
    valuation: 'Akkoord',
    created: -420,
    evaluators: [educator],
  });

  // Guidance: the personal development plan, a reflection that links earlier work, and progress reviews.
  const pop = module('HA-BEG-POP');
  add({
    module: pop,
    name: 'Persoonlijk ontwikkelplan jaar 1',
    state: 'finished',
    grade: 7,
    created: -380,
    evaluators: [educator],
  });
  add({
    tag: 'reflection',
    module: pop,
    name: 'Reflectieverslag: avonddienst op de huisartsenpost',
    state: 'finished',
    grade: 8,
    created: -35,
    evaluators: [educator],
    products: [delirium.id, video.id],
  });
  // A reflection report a month over the first year: the POP module's twelve items for the download summary's
  // bundled PDF (from ten items it says 'geschatte tijd: enkele minuten').
  const topics = [
    'slecht-nieuwsgesprek',
    'samenwerking met de wijkverpleging',
    'omgaan met onzekerheid',
    'een klacht van een patiënt',
    'tijdsdruk op het spreekuur',
    'de eerste visite alleen',
    'overleg met de specialist',
    'een moeilijke verwijzing',
    'zelfzorg en grenzen',
    'feedback van de opleider',
  ];
  topics.forEach((topic, i) => {
    add({
      module: pop,
      name: `Reflectieverslag ${i + 1}: ${topic}`,
      state: 'finished',
      grade: 7 + (i % 3),
      created: -360 + i * 28,
      submitted: -358 + i * 28,
      finished: -350 + i * 28,
      evaluators: [educator],
    });
  });
  const reviews = module('HA-BEG-VG');
  add({
    module: reviews,
    name: 'Voortgangsgesprek jaar 1 (eindbeoordeling)',
    state: 'finished',
    valuation: 'Goed',
    created: -80,
    evaluators: [educator],
  });
  add({
    tag: 'reviewInReview',
    module: reviews,
    name: 'Voortgangsgesprek jaar 2 (tussentijds)',
    state: 'in_review',
    created: -4,
    submitted: -1,
    evaluators: [educator],
  });
  return specs;
}
