import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/databases';

describe('schema', () => {
  // Deleting or updating a parent row checks its children through the foreign key; without an index that leads
  // with the key's columns, each such check scans the whole child table (notifications: a million rows at scale).
  it('every foreign key has an index that starts with its columns', async () => {
    const database = await openTestDatabase(inject('testDatabase'));
    try {
      const result = (await database.db.execute(sql`
        select c.conrelid::regclass::text as table_name,
               string_agg(a.attname, ',' order by k.ord) as columns
        from pg_constraint c
        cross join lateral unnest(c.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
          )
        group by c.oid, c.conrelid
        order by 1, 2`)) as unknown as { rows: { table_name: string; columns: string }[] };
      const missing = result.rows.map((r) => `${r.table_name}(${r.columns})`);
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
