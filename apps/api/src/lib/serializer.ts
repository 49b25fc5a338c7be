import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonText } from './json-text';

type Schema = z.ZodType;
type Serialize = (data: unknown) => string;

/**
 * An `anyOf` of one simple type and null (what zod writes for `.nullable()`) as fast-json-stringify's `nullable`:
 * otherwise it picks the branch with a JSON Schema validator on every value, slower than zod itself.
 */
export function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (!node || typeof node !== 'object') return node;
  const object = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplifyNullables(value)]));
  const anyOf = object.anyOf as Record<string, unknown>[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = nullAt === -1 ? undefined : anyOf[1 - nullAt]!;
    if (other && typeof other.type === 'string' && !other.anyOf && !other.oneOf && !other.$ref) {
      const { anyOf: _, ...rest } = object;
      return { ...rest, ...other, nullable: true };
    }
  }
  return object;
}

/** The schema a route declared: a zod type, or (as the type provider allows) one under `properties`. */
function zodOf(schema: unknown): Schema {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema must be a zod type: ${JSON.stringify(schema)}`);
}

/** Whether a JSON Schema still has a choice between branches. */
function hasChoice(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasChoice);
  if (!node || typeof node !== 'object') return false;
  return Object.entries(node).some(
    ([key, value]) => ['anyOf', 'oneOf', 'allOf', 'if', 'not'].includes(key) || hasChoice(value),
  );
}

/**
 * fast-json-stringify compiled from the schema's JSON Schema; null when the schema cannot be expressed so, or has
 * unions left after `simplifyNullables`: fast-json-stringify picks a union's branch by JSON Schema validation,
 * stricter than zod (formats, no extra fields), so it could write another branch than zod would. Those routes (mostly
 * error answers) stay with zod.
 */
export function compileFast(schema: Schema): Serialize | null {
  try {
    const json = simplifyNullables(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }));
    if (hasChoice(json)) return null;
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}

/**
 * The response serializer. Answers are written by fast-json-stringify compiled from each route's zod response
 * schema: like zod's check it writes only the declared fields (nothing a query happened to select leaks out) and
 * refuses an answer without a required field, at a fifth of the cost (the education page's module list: 360 µs
 * with zod, 100 µs). It does not check formats or enum values; so with `verify` (every environment but production,
 * so every API test) each answer is also checked and encoded by zod, and the two texts must agree. A `JsonText`
 * (an answer PostgreSQL wrote) is sent as it is, checked against the schema when verifying (`checkedText`).
 */
export function createResponseSerializer(options: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: declared, method, url }) => {
    const schema = zodOf(declared);
    const fast = compileFast(schema);
    const viaZod = (data: unknown) => {
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return result.data;
    };
    const objects = objectSerializer(fast, viaZod, options.verify, method, url);
    const texts = options.verify ? checkedText(viaZod, method, url) : (text: string) => text;
    return (data: unknown) => (data instanceof JsonText ? texts(data.text) : objects(data));
  };
}

/**
 * What a JSON text answer (`lib/json-text.ts`) is checked with outside production: it must parse, pass the schema,
 * and be exactly what zod writes of it (so a field the schema does not declare, or a value zod would write otherwise,
 * fails loudly rather than leaving unnoticed). In production the text is sent as it is.
 */
function checkedText(viaZod: (data: unknown) => unknown, method: string, url: string) {
  return (text: string) => {
    const parsed: unknown = JSON.parse(text);
    const expected = viaZod(parsed);
    if (!isDeepStrictEqual(parsed, JSON.parse(JSON.stringify(expected)))) {
      throw new Error(
        `the JSON text of ${method} ${url} is not what its schema writes: ${text.slice(0, 500)}; zod ${JSON.stringify(expected).slice(0, 500)}`,
      );
    }
    return text;
  };
}

/** The serializer of object answers: fast-json-stringify, checked against zod when verifying; zod alone without it. */
function objectSerializer(
  fast: Serialize | null,
  viaZod: (data: unknown) => unknown,
  verify: boolean,
  method: string,
  url: string,
): Serialize {
  if (!fast) return (data: unknown) => JSON.stringify(viaZod(data));
  if (!verify) return fast;
  return (data: unknown) => {
    const expected = viaZod(data);
    const written = fast(data);
    const fromZod = JSON.stringify(expected);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(fromZod))) {
      throw new Error(
        `the fast serializer of ${method} ${url} wrote ${written.slice(0, 500)}; zod ${fromZod.slice(0, 500)}`,
      );
    }
    return written;
  };
}
