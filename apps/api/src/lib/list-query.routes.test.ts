// The list conventions through the whole request path: Fastify's query-string parser, the zod type provider (which
// hands the handler the schema's output), the one error shape, and the OpenAPI document.
import { validate } from '@readme/openapi-parser';
import { defineEndpoint, listQuerySchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { defineRoute, registerRoutes } from './define-route';

const probe = defineEndpoint({
  method: 'GET',
  path: '/api/test/list-probe',
  summary: 'Echoes a parsed list request',
  querystring: listQuerySchema({
    filters: { statuses: { oneOf: ['new', 'used'] }, from: 'date', author: 'uuid' },
    order: ['created', 'title'],
    maxPerPage: 50,
    extra: { count: z.stringbool().optional() },
  }),
  response: { 200: z.object({ parsed: z.string() }) },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) =>
      registerRoutes(app, [
        defineRoute({
          endpoint: probe,
          access: 'anonymous',
          // The handler's `request.query` is typed as the schema's output; echo it to prove it is that at run time.
          handler: (request) => ({ parsed: JSON.stringify(request.query) }),
        }),
      ]),
  });
});
afterAll(async () => {
  await t.app.close();
});

const get = (search: string) => t.app.inject({ method: 'GET', url: `${probe.path}?${search}` });

describe('a list call through the app', () => {
  it('hands the handler the parsed ListQuery, from encoded or plain bracket keys', async () => {
    for (const search of [
      'page=2&perPage=25&query=%20jan%20&filters%5Bstatuses%5D=new,used&order%5Bcreated%5D=desc&count=true',
      'page=2&perPage=25&query= jan &filters[statuses]=new,used&order[created]=desc&count=1',
    ]) {
      const res = await get(search);
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.json().parsed)).toEqual({
        page: 2,
        perPage: 25,
        query: 'jan',
        filters: { statuses: ['new', 'used'] },
        order: [{ field: 'created', direction: 'desc' }],
        count: true,
      });
    }
    expect(JSON.parse((await get('')).json().parsed)).toEqual({ page: 1, perPage: 10, filters: {}, order: [] });
  });

  it.each([
    ['filters[password]=x', 'filters[password]'],
    ['order[password]=asc', 'order[password]'],
    ['filters[statuses]=new,deleted', 'filters[statuses][1]'],
    ['filters[from]=31-01-2026', 'filters[from]'],
    ['filters[author]=1;drop table users', 'filters[author]'],
    ['order[title]=sideways', 'order[title]'],
    ['perPage=51', 'perPage'],
    ['page=abc', 'page'],
    ['count=maybe', 'count'],
  ])('answers %s with 400 and a violation at %s', async (search, propertyPath) => {
    const res = await get(search);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe('validation_failed');
    expect(body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(propertyPath);
  });

  it('documents every page, filter and order key as a query parameter of a valid OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const result = await validate(structuredClone(doc));
    expect(result.valid, JSON.stringify(result)).toBe(true);
    const parameters = doc.paths[probe.path].get.parameters as { name: string; in: string }[];
    expect(parameters.every((p) => p.in === 'query')).toBe(true);
    expect(parameters.map((p) => p.name).sort()).toEqual(
      [
        'count',
        'filters[author]',
        'filters[from]',
        'filters[statuses]',
        'order[created]',
        'order[title]',
        'page',
        'perPage',
        'query',
      ].sort(),
    );
  });
});
