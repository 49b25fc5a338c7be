import type { Module } from '@portal/contracts';

/** Only levels 1 to 5 exist (spec 2 §9). */
export const LEVELS = [1, 2, 3, 4, 5] as const;

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** The first number in a name ('EPA 12 Ouderenzorg' → 12), or null. */
function numberIn(name: string): number | null {
  const match = /\d+/.exec(name);
  return match ? Number(match[0]) : null;
}

/**
 * EPA modules in the order of the number in their name (spec 2 "Portfolio screen": EPA 2 before EPA 10, whatever
 * precedes the number); names without a number last; otherwise by name.
 */
export function byNumberInName(a: Pick<Module, 'publishedName'>, b: Pick<Module, 'publishedName'>): number {
  const x = numberIn(a.publishedName);
  const y = numberIn(b.publishedName);
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return x - y;
  }
  return collator.compare(a.publishedName, b.publishedName);
}

/**
 * The levels a participant may ask (spec 2 §5): above the current level, up to the module's maxLevel, and not one
 * already asked and pending ('In afwachting', the server's `doing`).
 */
export function requestableLevels(module: Pick<Module, 'currentLevel' | 'maxLevel' | 'levels'>): number[] {
  const pending = new Set(module.levels.filter((l) => l.state === 'doing').map((l) => l.level));
  const max = module.maxLevel ?? LEVELS.length;
  return LEVELS.filter((level) => level > (module.currentLevel ?? 0) && level <= max && !pending.has(level));
}
