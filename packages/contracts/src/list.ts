import { z } from 'zod';

/**
 * The list-call conventions of spec 1 §7, done once for every list of the product:
 * `page` (from 1), `perPage` (default 10), `query` (free text), `filters[field]` (values comma-joined) and
 * `order[field]=asc|desc`; the answer is `{ items, totalItems, perPage }`.
 *
 * The query string keeps the bracket keys flat (`filters[statuses]`), exactly as the browser sends them, so the
 * OpenAPI document lists each allowed filter and order field by name. Filter and order fields are allow-listed per
 * list: any other `filters[...]`/`order[...]` key is an unrecognised key and answers 400 `validation_failed`.
 */

/** Default page size (spec 1 §9). */
export const DEFAULT_PER_PAGE = 10;
/** The largest page a list hands out; the spec's "all" lists (public FAQ, category pickers) ask for 9999. */
export const MAX_PER_PAGE = 9999;

export type SortDirection = 'asc' | 'desc';

/** A list request as the web builds it (DataTable, pickers) before it becomes a query string. */
export interface ListParams {
  page?: number;
  perPage?: number;
  query?: string;
  /** Field → value(s); arrays are comma-joined, empty values are left out. */
  filters?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  order?: Record<string, SortDirection | undefined>;
}

/** The query string of a list call (`URLSearchParams`), in the spec's bracket form. */
export function listSearchParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== undefined) search.set('page', String(params.page));
  if (params.perPage !== undefined) search.set('perPage', String(params.perPage));
  if (params.query !== undefined && params.query.trim() !== '') search.set('query', params.query.trim());
  for (const [field, value] of Object.entries(params.filters ?? {})) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value as string | number | boolean);
    if (text === '') continue;
    search.set(`filters[${field}]`, text);
  }
  for (const [field, direction] of Object.entries(params.order ?? {})) {
    if (direction) search.set(`order[${field}]`, direction);
  }
  return search;
}

/** How a filter value is read: one text, a comma-joined list, a YYYY-MM-DD date, a boolean or a uuid (list). */
export type FilterKind = 'text' | 'list' | 'date' | 'boolean' | 'uuid' | 'uuidList';
/** A comma-joined list whose values must each be one of these (a status filter, say). */
export interface FilterOneOf<V extends string = string> {
  oneOf: readonly [V, ...V[]];
}
/** A filter field's reading: a kind, or a closed list of values. */
export type FilterSpec = FilterKind | FilterOneOf;

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.string().max(200)).max(500));

const FILTER_SCHEMAS = {
  text: z.string().trim().max(200),
  list: commaList,
  date: z.iso.date({ error: 'validation.date' }),
  boolean: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
  uuid: z.uuid(),
  uuidList: commaList.pipe(z.array(z.uuid()).max(500)),
} as const;

type FilterValue<K extends FilterSpec> = K extends FilterKind
  ? z.output<(typeof FILTER_SCHEMAS)[K]>
  : K extends FilterOneOf<infer V>
    ? V[]
    : never;

function filterSchema(spec: FilterSpec): z.ZodType {
  if (typeof spec === 'string') return FILTER_SCHEMAS[spec];
  return commaList.pipe(z.array(z.enum(spec.oneOf as readonly [string, ...string[]], { error: 'validation.invalid' })));
}

/** The parsed list request a service receives. */
export interface ListQuery<
  F extends Record<string, FilterSpec> = Record<string, FilterSpec>,
  O extends string = string,
> {
  page: number;
  perPage: number;
  query: string | undefined;
  filters: { [K in keyof F]?: FilterValue<F[K]> };
  /** The requested orderings in the order they were given (allow-listed fields only). */
  order: { field: O; direction: SortDirection }[];
}

export interface ListSpec<F extends Record<string, FilterSpec>, O extends string> {
  /** The filterable fields and how each is read. */
  filters?: F;
  /** The sortable fields. */
  order?: readonly O[];
  /** Page size when none is asked (default 10). */
  defaultPerPage?: number;
  /** Largest page size accepted (default 9999). */
  maxPerPage?: number;
  /** Extra query fields of this list (e.g. `count` on the news list). */
  extra?: z.ZodRawShape;
}

/**
 * The querystring schema of one list call: parses the flat bracket keys into a `ListQuery`. Unknown keys (a filter
 * or order field outside the allow-list) are refused, each with its own violation (`propertyPath` is the key), so no
 * field name ever reaches SQL as text.
 */
export function listQuerySchema<
  const F extends Record<string, FilterSpec> = Record<never, FilterSpec>,
  const O extends string = never,
  const E extends z.ZodRawShape = Record<never, never>,
>(spec: ListSpec<F, O> & { extra?: E } = {}) {
  const maxPerPage = spec.maxPerPage ?? MAX_PER_PAGE;
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(1_000_000).default(1),
    perPage: z.coerce
      .number({ error: 'validation.invalid' })
      .int()
      .min(1)
      .max(maxPerPage)
      .default(spec.defaultPerPage ?? DEFAULT_PER_PAGE),
    query: z.string().trim().max(200).optional(),
  };
  for (const [field, filter] of Object.entries(spec.filters ?? {}) as [string, FilterSpec][]) {
    shape[`filters[${field}]`] = filterSchema(filter).optional();
  }
  for (const field of spec.order ?? []) {
    shape[`order[${field}]`] = z.enum(['asc', 'desc']).optional();
  }
  Object.assign(shape, spec.extra ?? {});
  // Not a strict object: that reports all unknown keys in one issue at the root (a violation without a path),
  // while this names each key as the path of its own violation (`filters[password]`). The document still says
  // that no other keys are accepted.
  return z
    .looseObject(shape)
    .superRefine((raw, ctx) => {
      for (const key of Object.keys(raw)) {
        if (!Object.hasOwn(shape, key)) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'validation.invalid', input: raw[key] });
        }
      }
    })
    .meta({ additionalProperties: false })
    .transform((raw) => {
      const filters: Record<string, unknown> = {};
      for (const field of Object.keys(spec.filters ?? {})) {
        const value = raw[`filters[${field}]`];
        if (value !== undefined && !(Array.isArray(value) && value.length === 0) && value !== '')
          filters[field] = value;
      }
      const order: { field: O; direction: SortDirection }[] = [];
      for (const field of spec.order ?? []) {
        const direction = raw[`order[${field}]`] as SortDirection | undefined;
        if (direction) order.push({ field, direction });
      }
      const extra: Record<string, unknown> = {};
      for (const key of Object.keys(spec.extra ?? {})) extra[key] = raw[key];
      return {
        page: raw.page as number,
        perPage: raw.perPage as number,
        query: (raw.query as string | undefined) || undefined,
        filters,
        order,
        ...extra,
      } as ListQuery<F, O> & { [K in keyof E]: z.output<E[K]> };
    });
}

/** The answer of a list call: `{ items, totalItems, perPage }`. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalItems: z.number().int().min(0),
    perPage: z.number().int().min(1),
  });
}

/** The answer of the badge and count calls (`{ totalItems }`). */
export const countResponseSchema = z.object({ totalItems: z.number().int().min(0) });
export type CountResponse = z.infer<typeof countResponseSchema>;
