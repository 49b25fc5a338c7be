import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, listSearchParams } from './list';

const schema = listQuerySchema({
  filters: { statuses: 'list', from: 'date', author: 'uuid', published: 'boolean' },
  order: ['title', 'created'],
  extra: { count: z.enum(['true', 'false']).optional() },
});

function parse(search: string) {
  return schema.safeParse(Object.fromEntries(new URLSearchParams(search)));
}

describe('listQuerySchema', () => {
  it('reads page, perPage, query, filters and order with the defaults of spec 1 §7', () => {
    const result = parse('filters[statuses]=new, used&order[created]=desc&order[title]=asc&query=%20abc%20');
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      page: 1,
      perPage: 10,
      query: 'abc',
      filters: { statuses: ['new', 'used'] },
      // The allow-list's order, not the query string's.
      order: [
        { field: 'title', direction: 'asc' },
        { field: 'created', direction: 'desc' },
      ],
      count: undefined,
    });
  });

  it('parses typed filters and extra fields', () => {
    const result = parse(
      'page=3&perPage=25&filters[from]=2026-01-31&filters[published]=false&filters[author]=1b4e28ba-2fa1-41d2-883f-0016d3cca427&count=true',
    );
    expect(result.data).toMatchObject({
      page: 3,
      perPage: 25,
      filters: { from: '2026-01-31', published: false, author: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' },
      count: 'true',
    });
  });

  it.each([
    ['filters[password]=x', 'filters[password]'],
    ['order[password]=asc', 'order[password]'],
    ['order[title]=sideways', 'order[title]'],
    ['page=0', 'page'],
    ['perPage=10000', 'perPage'],
    ['filters[from]=31-01-2026', 'filters[from]'],
    ['filters[author]=1%3B%20drop%20table', 'filters[author]'],
  ])('refuses %s', (search, path) => {
    const result = parse(search);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')],
    );
    expect(paths).toContain(path);
  });

  it('names each unknown key as the path of its own issue', () => {
    const result = parse('filters[password]=x&order[secret]=asc&page=2');
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([
      { path: ['filters[password]'], message: 'validation.invalid' },
      { path: ['order[secret]'], message: 'validation.invalid' },
    ]);
  });

  it('reads a closed list of values and refuses any other value', () => {
    const statuses = listQuerySchema({ filters: { statuses: { oneOf: ['new', 'used'] } } });
    expect(statuses.parse({ 'filters[statuses]': 'used,new' }).filters).toEqual({ statuses: ['used', 'new'] });
    const refused = statuses.safeParse({ 'filters[statuses]': 'new,deleted' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path)).toEqual([['filters[statuses]', 1]]);
  });

  it('leaves empty filters out', () => {
    expect(parse('filters[statuses]=,').data?.filters).toEqual({});
  });
});

describe('listSearchParams', () => {
  it('writes the bracket form with comma-joined values and skips empty ones', () => {
    const search = listSearchParams({
      page: 2,
      perPage: 10,
      query: '  jan ',
      filters: { statuses: ['new', 'used'], author: undefined, title: '', from: '2026-01-31' },
      order: { created: 'desc', title: undefined },
    });
    expect(search.toString()).toBe(
      'page=2&perPage=10&query=jan&filters%5Bstatuses%5D=new%2Cused&filters%5Bfrom%5D=2026-01-31&order%5Bcreated%5D=desc',
    );
  });

  it('round-trips through the schema', () => {
    const search = listSearchParams({ filters: { statuses: ['new', 'used'] }, order: { title: 'asc' } });
    expect(schema.parse(Object.fromEntries(search))).toMatchObject({
      filters: { statuses: ['new', 'used'] },
      order: [{ field: 'title', direction: 'asc' }],
    });
  });
});
