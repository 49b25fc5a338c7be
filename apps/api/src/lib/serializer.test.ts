import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonText, withField } from './json-text';
import { compileFast, createResponseSerializer, simplifyNullables } from './serializer';

const person = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(['ROLE_PARTICIPANT', 'ROLE_TEACHER']),
  email: z.string().nullable(),
  mentor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  points: z.number().int(),
});
const row = {
  id: '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a',
  name: 'Sanne de Vries',
  role: 'ROLE_PARTICIPANT',
  email: null,
  mentor: { id: '5a1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a', name: 'Dr. Jansen', passwordHash: 'secret' },
  tags: ['a', 'b'],
  points: 3,
  passwordHash: '$argon2id$...',
};

const serializerOf = (schema: z.ZodType, verify: boolean) =>
  createResponseSerializer({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never);

describe('the response serializer', () => {
  it('writes exactly what zod writes: declared fields only, nulls kept', () => {
    for (const verify of [false, true]) {
      const written = serializerOf(person, verify)(row);
      expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(z.encode(person, row as never))));
      expect(written).not.toContain('passwordHash');
      expect(written).not.toContain('secret');
    }
  });

  it('compiles nullable fields without unions, and leaves real unions to zod', () => {
    const json = simplifyNullables(z.toJSONSchema(person, { io: 'output', target: 'draft-7' }));
    expect(JSON.stringify(json)).not.toContain('anyOf');
    expect(compileFast(person)).not.toBeNull();
    const union = z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b') })]);
    expect(compileFast(union)).toBeNull();
    const write = serializerOf(union, false);
    expect(JSON.parse(write({ kind: 'a', a: 'x', extra: 1 }))).toEqual({ kind: 'a', a: 'x' });
  });

  it('refuses an answer without a required field, checked or not', () => {
    const { name: _, ...nameless } = row;
    expect(() => serializerOf(person, false)(nameless)).toThrow();
    expect(() => serializerOf(person, true)(nameless)).toThrow();
  });

  it('checks values with zod when verifying (an enum value the schema does not know)', () => {
    const wrong = { ...row, role: 'ROLE_UNKNOWN' };
    let error: unknown;
    try {
      serializerOf(person, true)(wrong);
    } catch (caught) {
      error = caught;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });
});

describe('JSON text answers (lib/json-text.ts)', () => {
  const clean = { ...row, mentor: { id: row.mentor.id, name: row.mentor.name }, passwordHash: undefined };
  const text = JSON.stringify(clean);

  it('are sent as they are, checked or not', () => {
    for (const verify of [false, true]) expect(serializerOf(person, verify)(jsonText(text))).toBe(text);
  });

  it('fail the check when they hold a field the schema does not declare, or a value zod refuses', () => {
    const leaking = JSON.stringify({ ...clean, passwordHash: 'x' });
    expect(serializerOf(person, false)(jsonText(leaking))).toBe(leaking);
    expect(() => serializerOf(person, true)(jsonText(leaking))).toThrow(/not what its schema writes/);
    const wrong = JSON.stringify({ ...clean, role: 'ROLE_UNKNOWN' });
    expect(() => serializerOf(person, true)(jsonText(wrong))).toThrow();
    const instant = z.object({ at: z.iso.datetime() });
    expect(() => serializerOf(instant, true)(jsonText('{"at":"2026-01-01T10:00:00+00:00"}'))).toThrow();
    expect(serializerOf(instant, true)(jsonText('{"at":"2026-01-01T10:00:00.000Z"}'))).toContain('.000Z');
  });

  it('take one more field at the end of an object', () => {
    expect(JSON.parse(withField('{"a":1}', '_p', { v: true }))).toEqual({ a: 1, _p: { v: true } });
    expect(JSON.parse(withField('{}', 'b', 'x"'))).toEqual({ b: 'x"' });
    expect(() => withField('[1]', 'b', 1)).toThrow();
  });
});
