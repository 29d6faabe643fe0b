import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../test/test-app';

// The availability and list services ask for several statements at once inside a transaction.
describe('a transaction given statements at once', () => {
  let test: TestApp;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  before(async () => {
    test = await createTestApp();
    process.on('warning', onWarning);
  });
  after(async () => {
    process.off('warning', onWarning);
    await test.close();
  });

  it('runs them one after another, in the order asked, without piling them onto its connection', async () => {
    const answers = await test.db.transaction(async (tx) => {
      await tx.query('CREATE TEMPORARY TABLE turns (n int)');
      return Promise.all([
        tx.query('INSERT INTO turns VALUES (1)'),
        tx.query<{ n: number }>('SELECT count(*)::int AS n FROM turns'),
        tx.query('INSERT INTO turns VALUES (2)'),
        tx.query<{ n: number }>('SELECT count(*)::int AS n FROM turns'),
      ]);
    });
    assert.deepEqual([answers[1], answers[3]], [[{ n: 1 }], [{ n: 2 }]]);
    // pg warns (and its next major throws) when a client is given a query while one is running.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      warnings.filter((message) => /already executing a query/.test(message)),
      [],
    );
  });

  it('still rolls back everything when one of them fails', async () => {
    await test.db.exec('CREATE TABLE kept (n int)');
    await assert.rejects(
      test.db.transaction((tx) =>
        Promise.all([tx.query('INSERT INTO kept VALUES (1)'), tx.query("INSERT INTO kept VALUES ('not a number')")]),
      ),
    );
    assert.deepEqual(await test.db.query('SELECT * FROM kept'), []);
  });
});
