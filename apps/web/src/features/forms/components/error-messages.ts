/** A node of react-hook-form's error tree (an error, or an object or array of them), as the builder reads it. */
export type ErrorNode = unknown;

/**
 * The first message in the error tree under `path`: `firstMessage(errors, 'metadata', 'rows')` finds the message of
 * the list itself or of any of its items (`rows[2]` too long), so a violation is never lost on its way to the screen.
 */
export function firstMessage(node: ErrorNode, ...path: (string | number)[]): string | undefined {
  let current: unknown = node;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return deepMessage(current, 0);
}

function deepMessage(node: unknown, depth: number): string | undefined {
  if (node === null || typeof node !== 'object' || depth > 6) return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string' && own !== '') return own;
  for (const [key, value] of Object.entries(node)) {
    // `ref` is the input element react-hook-form keeps with an error, not part of the tree.
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = deepMessage(value, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
