import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type Database, openDatabase } from './database';
import { batchesOf, type ListQuery, pagedQuery } from './paged-query';

describe('a paged query', () => {
  let db: Database;
  before(async () => {
    db = await openDatabase({});
    await db.exec(
      'CREATE TABLE trips (n int, owner text); INSERT INTO trips SELECT n, CASE WHEN n % 2 = 0 THEN $$even$$ ELSE $$odd$$ END FROM generate_series(1, 7) n',
    );
  });
  after(() => db.close());

  const orderBy = { up: 'n ASC', down: 'n DESC' };
  const evens = (sort: string): ListQuery<'up' | 'down'> => ({
    columns: 'n',
    from: 'FROM trips WHERE owner = $1',
    params: ['even'],
    orderBy,
    sort: sort as 'up' | 'down',
  });

  it("answers one page in the chosen order and the whole list's count", async () => {
    assert.deepEqual(await pagedQuery(db, evens('down'), 1, 2), { rows: [{ n: 6 }, { n: 4 }], total: 3 });
    assert.deepEqual(await pagedQuery(db, evens('down'), 2, 2), { rows: [{ n: 2 }], total: 3 });
  });

  it('refuses a sort the list does not offer, even one every object has', async () => {
    for (const sort of ['n; DROP TABLE trips', 'constructor', 'toString']) {
      await assert.rejects(pagedQuery(db, evens(sort), 1, 2), /Unknown sort/);
    }
  });

  it('reads every row in batches for an export', async () => {
    const batches = [];
    for await (const rows of batchesOf(db, evens('up'), 2)) batches.push(rows);
    assert.deepEqual(batches, [[{ n: 2 }, { n: 4 }], [{ n: 6 }]]);
  });
});
