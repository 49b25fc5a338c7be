// The information area: news targeted by roles, by programme and by event (published, concept, past and future
// windows), and the FAQ with its categories (dense sort orders, one hidden item).
import type { Role } from '@portal/contracts';
import {
  faqCategories,
  faqItemFiles,
  faqItems,
  newsEducations,
  newsEvents,
  newsFiles,
  newsItems,
  newsReads,
} from '../../schema';
import { addFile, flushFiles, get, insertRows, MIME, newId, type DemoContext } from './context';
import type { DemoEvents } from './events';
import type { EventKey } from './event-definitions';
import type { DemoLoginKey } from './logins';
import { PROGRAMMES } from './programmes';
import type { DemoUsers } from './users';

interface NewsDefinition {
  title: string;
  content: string;
  author: DemoLoginKey;
  published: boolean;
  /** Publication window in days from today. */
  window: [number, number];
  /** Exactly one way of targeting: roles, or programmes and/or events (the form disables the other). */
  roles?: Role[];
  programmes?: string[];
  events?: EventKey[];
  image?: string;
  attachment?: string;
  readBy?: DemoLoginKey[];
}

const EVERYONE: Role[] = [
  'ROLE_PARTICIPANT',
  'ROLE_FREE_E_LEARNING_USER',
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_EDUCATOR',
];

const NEWS: NewsDefinition[] = [
  {
    title: 'Welkom in het vernieuwde opleidingsportaal',
    content:
      '<p>Vanaf vandaag werk je in het vernieuwde opleidingsportaal. Je vindt hier je opleiding, je portfolio, de agenda en het nieuws van het instituut op één plek.</p><ul><li>Nieuw: meldingen bij beoordelingen en berichten</li><li>Nieuw: workshops kiezen vanuit je agenda</li></ul><p>Vragen? Kijk bij de <a href="/informatie#faq">veelgestelde vragen</a>.</p>',
    author: 'admin',
    published: true,
    window: [-30, 335],
    roles: EVERYONE,
    image: 'portaal-welkom.jpg',
    readBy: ['participant', 'multi'],
  },
  {
    title: 'Kies je workshops voor de landelijke opleidingsdag',
    content:
      '<p>Op de landelijke opleidingsdag volg je twee workshops naar keuze. Per ronde kies je één workshop; vol is vol. Je kunt je keuze wijzigen tot enkele dagen voor de start.</p>',
    author: 'assistant',
    published: true,
    window: [-5, 14],
    events: ['ha220'],
  },
  {
    title: 'Nieuw: EPA-niveau aanvragen via je portfolio',
    content:
      '<p>Vanaf deze maand vraag je een hoger EPA-niveau aan via het tabblad <strong>KBA’s/EPA’s</strong> in je portfolio. Voeg je bewijsstukken toe als product en kies je opleider als beoordelaar.</p><p>In de bijlage staat de handleiding.</p>',
    author: 'assistant',
    published: true,
    window: [-12, 60],
    programmes: ['HA'],
    attachment: 'Handleiding EPA-aanvraag.pdf',
    readBy: ['participant'],
  },
  {
    title: 'Roosterwijziging verzuimbegeleiding en re-integratie',
    content:
      '<p>De tweede bijeenkomst van de module verzuimbegeleiding en re-integratie vindt plaats in Rotterdam in plaats van online. De tijden blijven gelijk.</p>',
    author: 'twoFactor',
    published: true,
    window: [-10, 20],
    programmes: ['AG'],
  },
  {
    title: 'Beoordelaarsbijeenkomst voor praktijkopleiders',
    content:
      '<p>We nodigen alle praktijkopleiders en opleiders uit voor de jaarlijkse beoordelaarsbijeenkomst. Thema dit jaar: feedback geven op EPA-aanvragen.</p>',
    author: 'assistant',
    published: true,
    window: [-3, 40],
    roles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_INSTITUTE_EDUCATOR'],
  },
  {
    title: 'Zomersluiting van het secretariaat',
    content:
      '<p>Het secretariaat is in de zomer drie weken gesloten. Voor dringende vragen over je opleiding kun je terecht bij je programma assistent.</p>',
    author: 'assistant',
    published: true,
    window: [-150, -110],
    roles: ['ROLE_PARTICIPANT'],
  },
  {
    title: 'Accreditatie nascholingen 2027',
    content:
      '<p>Alle nascholingen van 2027 zijn geaccrediteerd. Je certificaten en punten vind je na afloop onder je profiel, tabblad certificaten.</p>',
    author: 'assistant',
    published: true,
    window: [20, 120],
    programmes: ['BNS'],
  },
  {
    title: 'Nieuwjaarsbijeenkomst 2027',
    content:
      '<p>Concept: save the date voor de nieuwjaarsbijeenkomst in januari, met een terugblik op het opleidingsjaar en de uitreiking van de opleidersprijs.</p>',
    author: 'assistant',
    published: false,
    window: [25, 50],
    roles: EVERYONE,
  },
  {
    title: 'Enquête opleidingstevredenheid ouderengeneeskunde',
    content:
      '<p>Concept: we horen graag hoe tevreden je bent over de opleiding. De enquête duurt ongeveer tien minuten.</p>',
    author: 'twoFactor',
    published: false,
    window: [3, 31],
    programmes: ['SO'],
  },
];

export async function seedInformation(ctx: DemoContext, people: DemoUsers, agenda: DemoEvents): Promise<void> {
  const { db, clock } = ctx;
  const items: (typeof newsItems.$inferInsert)[] = [];
  const byEducation: (typeof newsEducations.$inferInsert)[] = [];
  const byEvent: (typeof newsEvents.$inferInsert)[] = [];
  const attachments: (typeof newsFiles.$inferInsert)[] = [];
  const reads: (typeof newsReads.$inferInsert)[] = [];
  NEWS.forEach((news, n) => {
    const id = newId();
    const authorId = get(people.logins, news.author).id;
    const created = clock.at(Math.min(news.window[0], 0) - 2, '11:00');
    items.push({
      id,
      title: news.title,
      content: news.content,
      imageFileId: news.image
        ? addFile(ctx, {
            name: news.image,
            mimeType: MIME.jpeg,
            context: 'news',
            uploadedById: authorId,
            createdAt: created,
          })
        : null,
      imageUrl: news.image ? 'https://images.pexels.com/photos/4386467/pexels-photo-4386467.jpeg' : null,
      published: news.published,
      publishedStart: clock.at(news.window[0], '00:00'),
      publishedEnd: clock.at(news.window[1], '23:59'),
      roles: news.roles ?? [],
      authorId,
      createdAt: created,
      updatedAt: clock.at(Math.min(news.window[0], 0) - 1, `1${n}:00`),
    });
    for (const key of news.programmes ?? []) {
      byEducation.push({ newsId: id, educationAfasId: PROGRAMMES[key as keyof typeof PROGRAMMES].afasId });
    }
    for (const key of news.events ?? []) byEvent.push({ newsId: id, eventId: get(agenda.events, key).id });
    if (news.attachment) {
      const fileId = addFile(ctx, {
        name: news.attachment,
        mimeType: MIME.pdf,
        context: 'news',
        uploadedById: authorId,
        createdAt: created,
      });
      attachments.push({ newsId: id, fileId });
    }
    for (const reader of news.readBy ?? []) {
      reads.push({
        newsId: id,
        userId: get(people.logins, reader).id,
        readAt: clock.at(Math.max(news.window[0], -3), '19:30'),
      });
    }
  });
  await flushFiles(ctx);
  await insertRows(db, newsItems, items);
  await insertRows(db, newsEducations, byEducation);
  await insertRows(db, newsEvents, byEvent);
  await insertRows(db, newsFiles, attachments);
  await insertRows(db, newsReads, reads);
  await seedFaq(ctx, get(people.logins, 'admin').id);
}

const FAQ: [string, [string, string, boolean?, string?][]][] = [
  [
    'Inloggen en account',
    [
      [
        'Hoe stel ik meervoudige verificatie in?',
        '<p>Na het inloggen kies je een authenticator-app (aanbevolen) of een code per e-mail. Je kunt dit later wijzigen onder <strong>Profiel → Authenticatie</strong>.</p>',
      ],
      [
        'Ik ben mijn wachtwoord vergeten. Wat nu?',
        '<p>Kies op de inlogpagina <em>Wachtwoord vergeten</em> en vul je e-mailadres in. Je ontvangt een link om een nieuw wachtwoord in te stellen.</p>',
      ],
      [
        'Hoe wijzig ik mijn profielfoto?',
        '<p>Ga naar <strong>Profiel</strong> en upload een nieuwe foto, of verwijder de huidige.</p>',
      ],
    ],
  ],
  [
    'Opleiding en portfolio',
    [
      [
        'Hoe vraag ik een hoger EPA-niveau aan?',
        '<p>Open in je portfolio het tabblad <strong>KBA’s/EPA’s</strong> en klik op <em>Aanvraag toevoegen</em>. Kies het niveau, voeg bewijsstukken toe en kies je beoordelaar. Zie ook het stappenplan in de bijlage.</p>',
        true,
        'Stappenplan EPA-aanvraag.pdf',
      ],
      [
        'Hoe nodig ik een externe beoordelaar uit?',
        '<p>Open de opdracht en kies <em>Uitnodigen</em>. De genodigde ontvangt een link waarmee hij of zij het formulier zonder account kan invullen.</p>',
      ],
      [
        'Wat betekent VS bij een module?',
        '<p>VS staat voor <strong>Vrijstelling</strong>: je hoeft de module niet te volgen, bijvoorbeeld omdat je het onderdeel eerder hebt afgerond.</p>',
      ],
      [
        'Oude werkwijze portfolio (tot 2025)',
        '<p>Deze uitleg hoort bij de vorige versie van het portfolio en is verborgen.</p>',
        false,
      ],
    ],
  ],
  [
    'Agenda en inschrijven',
    [
      [
        'Hoe schrijf ik me in voor een uitvoering?',
        '<p>Klik bij de module op <em>Kies uitvoering</em>, selecteer een uitvoering en bevestig. Is er geen plek meer, dan hoor je dat direct.</p>',
      ],
      [
        'Hoe kies of wijzig ik mijn workshops?',
        '<p>Per tijdvak kies je één workshop. Een workshop met <strong>VOL</strong> heeft geen plaatsen meer. Wijzigen kan tot de datum die bij de uitvoering staat.</p>',
      ],
      [
        'Ik heb een bijeenkomst gemist. Hoe haal ik die in?',
        '<p>Je kunt de bijeenkomst inhalen bij een andere uitvoering of met een vervangende opdracht. Overleg dit met je programma assistent.</p>',
      ],
    ],
  ],
  [
    'Bij- en nascholing',
    [
      [
        'Waar vind ik mijn certificaten?',
        '<p>Onder <strong>Profiel → Certificaten</strong> kun je elk certificaat downloaden.</p>',
      ],
      [
        'Hoeveel accreditatiepunten levert een nascholing op?',
        '<p>Het aantal punten staat bij de uitvoering. Ben je niet bij alle bijeenkomsten aanwezig, dan krijg je minder punten.</p>',
      ],
    ],
  ],
];

async function seedFaq(ctx: DemoContext, adminId: string): Promise<void> {
  const { db, clock } = ctx;
  const categories: (typeof faqCategories.$inferInsert)[] = [];
  const items: (typeof faqItems.$inferInsert)[] = [];
  const files: (typeof faqItemFiles.$inferInsert)[] = [];
  FAQ.forEach(([title, questions], sortOrder) => {
    const categoryId = newId();
    categories.push({ id: categoryId, title, sortOrder, createdAt: clock.at(-300) });
    questions.forEach(([question, answer, visible, attachment], itemOrder) => {
      const id = newId();
      items.push({
        id,
        categoryId,
        title: question,
        content: answer,
        visible: visible ?? true,
        sortOrder: itemOrder,
        createdAt: clock.at(-290 + itemOrder),
      });
      if (attachment) {
        files.push({
          faqItemId: id,
          fileId: addFile(ctx, { name: attachment, mimeType: MIME.pdf, context: 'faq', uploadedById: adminId }),
        });
      }
    });
  });
  await flushFiles(ctx);
  await insertRows(db, faqCategories, categories);
  await insertRows(db, faqItems, items);
  await insertRows(db, faqItemFiles, files);
}
