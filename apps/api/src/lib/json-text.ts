/**
 * An answer whose JSON PostgreSQL already wrote (selected as `::text`): the response serializer sends these bytes as
 * they are, with no parse in the driver and no second serialisation (`lib/serializer.ts`). The route's response
 * schema stays the contract: outside production the serializer parses the text and checks it against the schema,
 * and refuses a text that holds anything the schema would not write (a field it does not declare, another format).
 * `T` is the answer the text stands for, so a handler returning one still type-checks against its endpoint.
 */
export class JsonText<T = unknown> {
  /** Never set: carries the answer's type. */
  declare readonly answer?: T;
  constructor(readonly text: string) {}
}

/** PostgreSQL's JSON text of an answer of type `T`. */
export function jsonText<T>(text: string): JsonText<T> {
  return new JsonText<T>(text);
}

/**
 * The text of a JSON object with one more field at its end (what the policy decided in JS, such as `_permissions`),
 * without parsing the object.
 */
export function withField(objectText: string, key: string, value: unknown): string {
  const end = objectText.lastIndexOf('}');
  if (end === -1 || objectText.trimStart()[0] !== '{') throw new Error('withField: not a JSON object');
  const head = objectText.slice(0, end).trimEnd();
  const separator = head.endsWith('{') ? '' : ',';
  return `${head}${separator}${JSON.stringify(key)}:${JSON.stringify(value)}}`;
}
