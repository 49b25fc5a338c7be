/**
 * Styles for text that only screen readers read (a state a dot or colour shows, a "new tab" note). Works both as
 * `sx` and as `style`: every length is a string, because MUI's `sx` reads a bare `1` as 100 % (a width or height of
 * the whole containing block, which made pages wider and taller than the screen) and `m: -1` as a theme spacing.
 * Taken out of the flow, one pixel, clipped: it cannot widen or lengthen the page wherever it is used; give its
 * container `position: relative` when that container scrolls, so it stays inside.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
