import { Faker, base, en, nl } from '@faker-js/faker';

/**
 * Each part of the data set draws from its own numbered sequence, restarted per item (a participant, an
 * education). So a phase can regenerate the skeleton another phase wrote (module ids, assignment ids) without
 * keeping it in memory, and adding draws to one part never shifts the values of another.
 */
export const STREAM = {
  staff: 1,
  participants: 2,
  forms: 3,
  reference: 4,
  moduleSkeleton: 5,
  moduleDetails: 6,
  assignmentSkeleton: 7,
  assignmentDetails: 8,
  events: 9,
  enrolments: 10,
  notifications: 11,
  news: 12,
  educations: 13,
} as const;

/** The seeded source of every value; one instance per run. */
export class Random {
  // An own instance (the fakerNL locale chain) rather than the shared `fakerNL`, so reseeding it here never
  // disturbs another user of the shared one in the same process.
  readonly faker = new Faker({ locale: [nl, en, base] });

  constructor(private readonly seedValue: number) {}

  /** Restarts the sequence for one item of one part of the data set. */
  stream(stream: number, ...keys: number[]): this {
    this.faker.seed([this.seedValue, stream, ...keys]);
    return this;
  }

  /** A UUID v4 drawn from the sequence, so ids repeat run to run and children can be linked without round trips. */
  id(): string {
    return this.faker.string.uuid();
  }

  /** A whole number from min to max inclusive. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.faker.number.float() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[this.int(0, list.length - 1)]!;
  }

  /** One value, chosen with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let draw = this.faker.number.float() * total;
    for (const [value, weight] of entries) {
      draw -= weight;
      if (draw < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Up to n distinct elements in a random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    return this.faker.helpers.arrayElements(list as T[], Math.min(n, list.length));
  }

  hex(length: number): string {
    return this.faker.string.hexadecimal({ length, casing: 'lower', prefix: '' });
  }
}

const DAY_MS = 86_400_000;

/**
 * The fixed "today" of the data set. Dates hang off a constant rather than the clock, so the same N and seed
 * value give identical rows on any day; windows (news, events) are wide enough to stay current for years.
 */
export const REFERENCE_MS = Date.UTC(2026, 8, 1, 9, 0, 0);

/** A calendar date (YYYY-MM-DD) `days` from the reference day. */
export function dayFrom(days: number): string {
  return new Date(REFERENCE_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** A moment `days` (fractions allowed) from the reference moment. */
export function momentFrom(days: number): Date {
  return new Date(REFERENCE_MS + Math.round(days * DAY_MS));
}

/** The days between the reference day and a YYYY-MM-DD date. */
export function daysUntil(date: string): number {
  return Math.round((Date.parse(`${date}T09:00:00Z`) - REFERENCE_MS) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
