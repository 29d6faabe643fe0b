import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

import { type MadeSupplier, makeMember, makeSupplier } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventHub } from './event-hub';
import { eventStream, type StreamMember } from './event-stream';
import { recordLiveEvent } from './live-events';

/** The hub's delivery when a stream ends without its reply closing (a client that stopped reading). */
describe('the live event hub', () => {
  let t: TestApp;
  let owner: MadeSupplier;
  let hub: ReturnType<typeof eventHub>;
  before(async () => {
    t = await createTestApp();
    owner = await makeSupplier(t);
    hub = eventHub(t.db, t.app.log);
  });
  after(async () => {
    await hub.close();
    await t.close();
  });

  const memberOf = (made: MadeSupplier): StreamMember => {
    const { sub, sid, mid, rol, ver, ses } = t.app.jwt.decode<Parameters<typeof t.app.jwt.sign>[0]>(made.token)!;
    return { userId: sub, supplierId: sid!, memberId: mid!, role: rol!, tokenVersion: ver, sessionId: ses };
  };
  const record = (subject: string) =>
    t.db.transaction((tx) => recordLiveEvent(tx, { supplierId: owner.supplierId, kind: 'review.posted', objectId: subject, subject }));

  it("keeps delivering to the business's other streams after a stream ends whose client reads nothing", async () => {
    const manager = await makeMember(t, owner.supplierId, 'manager');
    const latest = await hub.latestId(owner.supplierId);
    // The manager's stream is never read: ended, its reply never closes.
    const unread = eventStream(memberOf(manager), latest);
    const read = eventStream(memberOf(owner), latest);
    let received = '';
    read.body.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await hub.open(unread);
    await hub.open(read);
    await record('first');
    await t.db.query(`UPDATE user_sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [manager.userId]);
    // More events than the hub reads at a time, then the one the owner waits for.
    for (let i = 0; i < 230; i += 1) await record(`review ${i}`);
    await record('the newest review');
    for (let waited = 0; waited < 5_000 && !received.includes('the newest review'); waited += 50) await sleep(50);
    assert.ok(received.includes('the newest review'), 'the owner hears of the newest event');
    assert.ok(unread.body.writableEnded, "the manager's ended session ended their stream");
  });

  it('passes over an event of a kind this release does not know (written by a newer one, rolled back)', async () => {
    const read = eventStream(memberOf(owner), await hub.latestId(owner.supplierId));
    let received = '';
    read.body.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await hub.open(read);
    await t.db.query(
      `INSERT INTO live_events (supplier_id, kind, object_id, subject) VALUES ($1, 'trip.weathered', 'x', 'From a newer release')`,
      [owner.supplierId],
    );
    await record('after the unknown one');
    for (let waited = 0; waited < 5_000 && !received.includes('after the unknown one'); waited += 50) await sleep(50);
    assert.ok(received.includes('after the unknown one'), 'the owner hears of the next event');
    assert.ok(!received.includes('From a newer release'));
    read.close();
  });
});
