import type { Violation } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** The violation's detail: the text holds a character no text column can store. */
export const INVALID_CHARACTERS = 'validation.invalidCharacters';

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. Without the `u` flag
// the pattern sees UTF-16 code units (String.prototype.isWellFormed is ES2024, beyond this code base's library target).
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this pattern looks for
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A string PostgreSQL (and JSON) cannot hold: a NUL character (text refuses it) or a lone UTF-16 surrogate (not a
 * character at all; jsonb and the UTF-8 encoder refuse it).
 */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Where in `value` a string (or an object key) holds forbidden characters, as property paths (`items[0].name`).
 * Iterative, so 5,000 levels of nesting cost no stack; stops after a few findings.
 */
export function forbiddenTextPaths(value: unknown, root = ''): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && found.length < 10) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) found.push(path);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}[${i}]`]);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (hasForbiddenCharacters(key)) found.push(path === '' ? '(key)' : `${path}.(key)`);
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}

/**
 * Refuses, for every route in one place, text that would reach the database as something it cannot store: a 400
 * with violations (body, query and path parameters) instead of a 500 from PostgreSQL or the audit record's JSON.
 * Runs after parsing and before the route's schema validation.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const violations: Violation[] = [
      ...forbiddenTextPaths(request.params),
      ...forbiddenTextPaths(request.query),
      ...forbiddenTextPaths(request.body),
    ].map((propertyPath) => ({ propertyPath, detail: INVALID_CHARACTERS }));
    if (violations.length > 0) throw AppError.validation(violations);
  });
}
