import { plainText } from './rich-content';

/** Length of a news item's excerpt in the list (spec 1 §9). */
export const EXCERPT_LENGTH = 130;

/**
 * The excerpt of a news item in the list (spec 1 §2, §9): the first 130 characters of the text the reader sees,
 * followed by '...'. A text that fits whole is shown whole, without dots: nothing was left out. Characters are
 * counted as the reader sees them (an emoji is one), so a cut never splits one in half.
 */
export function newsExcerpt(html: string): string {
  const characters = Array.from(plainText(html));
  if (characters.length <= EXCERPT_LENGTH) return characters.join('');
  return `${characters.slice(0, EXCERPT_LENGTH).join('')}...`;
}
