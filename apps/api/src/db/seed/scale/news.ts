// Information phase: ~200 news items targeted by role, programme or event, which participants have partly read;
// and the FAQ.
import type { Role } from '@portal/contracts';
import { faqCategories, faqItems, newsEducations, newsEvents, newsItems, newsReads } from '../../schema';
import type { ScaleContext } from './context';
import { NEWS_ITEMS, PARTICIPANTS_PER_CHUNK } from './plan';
import { REFERENCE_MS, STREAM, momentFrom } from './random';
import { type Counts, writeBatch, writeInGroups } from './writer';

const HEADLINES = [
  'Nieuwe richtlijn',
  'Wijziging in het rooster',
  'Uitnodiging symposium',
  'Terugblik op de studiedag',
  'Nieuwe e-learning beschikbaar',
  'Inschrijving geopend',
  'Resultaten van de evaluatie',
  'Welkom aan het nieuwe cohort',
  'Onderhoud aan het portaal',
  'Gewijzigde toetsregeling',
];
const SUBJECTS = [
  'verzuimbegeleiding',
  'arbeid en psyche',
  'preventie',
  'de praktijkopleiding',
  "EPA's en KBA's",
  'het keuzeonderwijs',
  'intervisie',
  'de opleidingsvisitatie',
];
const PARAGRAPHS = [
  'Vanaf volgend kwartaal werken we met een vernieuwde opzet van het onderwijs.',
  'Lees de toelichting goed door en neem bij vragen contact op met je programma assistent.',
  'De presentaties van de sprekers zijn na afloop te vinden in de leeromgeving.',
  'Aanmelden kan tot twee weken voor de start via de agenda in het portaal.',
  'We danken iedereen die heeft meegedacht over deze verbetering.',
  'Let op: de nieuwe regeling geldt voor alle deelnemers die na 1 januari zijn gestart.',
];
const TARGET_ROLES: readonly (readonly [Role, number])[] = [
  ['ROLE_PARTICIPANT', 6],
  ['ROLE_PRACTICAL_TRAINER', 2],
  ['ROLE_INSTITUTE_EDUCATOR', 2],
  ['ROLE_TEACHER', 2],
  ['ROLE_PROGRAM_ASSISTANT', 1],
  ['ROLE_FREE_E_LEARNING_USER', 1],
];
const FAQ_CATEGORIES = ['Inloggen en account', 'Opdrachten', 'Agenda en inschrijven', 'Portfolio', 'Overig'];
const FAQ_QUESTIONS = [
  'Hoe wijzig ik mijn wachtwoord?',
  'Hoe lever ik een opdracht in?',
  'Waar vind ik mijn rooster?',
  'Hoe schrijf ik me in voor een workshop?',
  'Wie beoordeelt mijn opdracht?',
  'Hoe download ik mijn portfolio?',
  'Hoe stel ik meervoudige verificatie in?',
];

interface NewsSeed {
  id: string;
  /** Published and aimed at participants, or at these programmes. */
  participants: boolean;
  programmes: string[];
}

export async function seedNews(ctx: ScaleContext, counts: Counts): Promise<void> {
  const random = ctx.random.stream(STREAM.news, 0);
  const authors = [...ctx.staff.admins, ...ctx.staff.programAssistants];
  const programmes = [...ctx.catalogue.main, ...ctx.catalogue.further].map((p) => p.afasId);
  const executions = [...ctx.events.values()].flat();
  const seeds: NewsSeed[] = [];
  await writeBatch(ctx.db, counts, [newsItems, newsEducations, newsEvents, faqCategories, faqItems], (batch) => {
    for (let i = 0; i < NEWS_ITEMS; i++) {
      const id = random.id();
      const target = random.weighted([
        ['roles', 40],
        ['educations', 35],
        ['events', 25],
      ] as const);
      const startDays = -random.int(0, 600);
      const published = random.chance(0.85);
      const roles: Role[] = [];
      const targeted: string[] = [];
      if (target === 'roles') {
        const count = random.int(1, 3);
        while (roles.length < count) {
          const role = random.weighted(TARGET_ROLES);
          if (!roles.includes(role)) roles.push(role);
        }
      } else if (target === 'educations') {
        for (const afasId of random.sample(programmes, random.int(1, 3))) {
          targeted.push(afasId);
          batch.add(newsEducations, { newsId: id, educationAfasId: afasId });
        }
      } else {
        for (const event of random.sample(executions, random.int(1, 3))) {
          batch.add(newsEvents, { newsId: id, eventId: event.id });
        }
      }
      const created = momentFrom(startDays - random.int(1, 10));
      const paragraphs = random.sample(PARAGRAPHS, random.int(2, 4));
      batch.add(newsItems, {
        id,
        title: `${random.pick(HEADLINES)}: ${random.pick(SUBJECTS)}`,
        content: paragraphs.map((p) => `<p>${p}</p>`).join(''),
        imageUrl: random.chance(0.2) ? `https://images.scale.demo.nl/nieuws/${i + 1}.jpg` : null,
        published,
        publishedStart: momentFrom(startDays),
        // Most stay up for years, so the data set keeps current news for a while after the reference day.
        publishedEnd: momentFrom(startDays + random.int(180, 1800)),
        roles,
        authorId: random.pick(authors).id,
        createdAt: created,
        updatedAt: created,
      });
      if (published) seeds.push({ id, participants: roles.includes('ROLE_PARTICIPANT'), programmes: targeted });
    }
    FAQ_CATEGORIES.forEach((title, c) => {
      const categoryId = random.id();
      batch.add(faqCategories, { id: categoryId, title, sortOrder: c, createdAt: momentFrom(-700) });
      random.sample(FAQ_QUESTIONS, random.int(3, 6)).forEach((question, k) => {
        batch.add(faqItems, {
          id: random.id(),
          categoryId,
          title: question,
          content: `<p>${random.pick(PARAGRAPHS)}</p>`,
          visible: random.chance(0.9),
          sortOrder: k,
          createdAt: momentFrom(-700 + k),
          updatedAt: momentFrom(-700 + k),
        });
      });
    });
  });

  // Participants have read about half of the items aimed at them.
  await writeInGroups(
    ctx.db,
    ctx.participants,
    PARTICIPANTS_PER_CHUNK * 5,
    [newsReads],
    counts,
    (participant, batch) => {
      const own = new Set(participant.educations.map((e) => e.programme.afasId));
      const reader = ctx.random.stream(STREAM.news, participant.index + 1);
      for (const item of seeds) {
        if (!item.participants && !item.programmes.some((p) => own.has(p))) continue;
        if (!reader.chance(0.5)) continue;
        batch.add(newsReads, {
          newsId: item.id,
          userId: participant.id,
          readAt: new Date(REFERENCE_MS - reader.int(1, 500) * 3_600_000),
        });
      }
    },
  );
}
