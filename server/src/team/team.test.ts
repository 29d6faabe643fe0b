import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  type Invitation,
  INVITATION_INVALID_MESSAGE,
  INVITATION_SIGN_IN_MESSAGE,
  LAST_OWNER_DEMOTE_MESSAGE,
  LAST_OWNER_REMOVE_MESSAGE,
  type LoginReply,
  type Membership,
  PASSWORD_COMMON_MESSAGE,
  permissionRefusal,
  type Role,
  type TeamMember,
} from '@portal/contracts';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { memoryMailer } from '../mail/mailer';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('team: members, invitations and several businesses', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  before(async () => {
    t = await createTestApp({ mailer });
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, headers?: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });
  const emailOf = async (me: SignedIn) => (await call('GET', `/users/${me.userId}`, me.headers)).json<{ email: string }>().email;
  const members = async (me: SignedIn) => (await call('GET', '/team/members', me.headers)).json<TeamMember[]>();

  /** Invites the e-mail and answers the token of the link the e-mail carries. */
  async function invite(owner: SignedIn, email: string, role: Role): Promise<string> {
    const sent = await call('POST', '/team/invitations', owner.headers, { email, role });
    assert.equal(sent.statusCode, 201, sent.body);
    const mail = mailer.outbox.at(-1)!;
    assert.equal(mail.to, email);
    const link = /http:\/\/localhost:3000\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text);
    assert.ok(link, mail.text);
    return link[1]!;
  }
  const accept = (token: string, password = 'tea-garden-77') =>
    call('POST', `/invitations/${token}/accept`, undefined, { full_name: 'Sana Operations', phone_number: '+923001234567', password });

  async function newMember(owner: SignedIn, role: Role): Promise<{ token: string; memberId: string }> {
    const email = `member-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const accepted = await accept(await invite(owner, email, role));
    assert.equal(accepted.statusCode, 201, accepted.body);
    const member = (await members(owner)).find((one) => one.email === email)!;
    return { token: accepted.json<LoginReply>().token, memberId: member.member_id };
  }

  it('lists the sign-up owner with the time of their last sign-in; only those who manage the team see it', async () => {
    const owner = await signUpSupplier(t.app);
    const email = await emailOf(owner);
    assert.equal((await call('POST', '/users/login', undefined, { email, password: 'secret123' })).statusCode, 200);
    const [me] = await members(owner);
    assert.equal(me!.role, 'owner');
    assert.equal(me!.status, 'active');
    assert.equal(me!.you, true);
    assert.ok(me!.last_sign_in_at && Date.now() - Date.parse(me!.last_sign_in_at) < 60_000);

    const operations = await newMember(owner, 'operations');
    const refused = await call('GET', '/team/members', bearer(operations.token));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json<{ message: string }>().message, permissionRefusal('team.manage'));
    const inUrdu = await call('GET', '/team/members', { ...bearer(operations.token), 'accept-language': 'ur' });
    assert.equal(inUrdu.json<{ message: string }>().message, 'آپ کو ٹیم کا انتظام کرنے کی اجازت نہیں۔');
  });

  it("writes the invitation in the inviting member's language: Urdu right to left, English as before", async () => {
    const owner = await signUpSupplier(t.app);
    const [{ full_name: inviter }] = (await t.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE user_id = $1', [
      owner.userId,
    ])) as [{ full_name: string }];
    await invite(owner, `en-${Date.now()}@example.test`, 'finance');
    const english = mailer.outbox.at(-1)!;
    assert.match(english.subject, /^Join .+ on the supplier portal$/);
    assert.ok(english.text.startsWith('Hello,\n\n'), english.text);
    assert.ok(english.text.includes(`${inviter} invites you to join `), english.text);
    assert.ok(english.text.includes(' on the supplier portal as Finance. To accept, open this link:'), english.text);
    assert.ok(english.html.startsWith('<p>Hello,</p>'), english.html);

    await t.db.query("UPDATE users SET language = 'ur' WHERE user_id = $1", [owner.userId]);
    await invite(owner, `ur-${Date.now()}@example.test`, 'finance');
    const urdu = mailer.outbox.at(-1)!;
    assert.ok(urdu.subject.startsWith('سپلائر پورٹل پر \u2068'), urdu.subject);
    assert.ok(urdu.subject.endsWith('\u2069 میں شامل ہوں'), urdu.subject);
    assert.ok(urdu.text.startsWith('السلام علیکم،\n\n'), urdu.text);
    assert.ok(urdu.text.includes(`\u2068${inviter}\u2069 آپ کو سپلائر پورٹل پر `), urdu.text);
    assert.ok(urdu.text.includes(' میں بطور مالیات شامل ہونے کی دعوت دیتے ہیں۔ قبول کرنے کے لیے یہ لنک کھولیں:'), urdu.text);
    assert.ok(urdu.text.includes('یہ لنک ایک ہی بار اور 7 دن تک کام کرتا ہے۔'), urdu.text);
    assert.ok(urdu.html.startsWith('<div dir="rtl" lang="ur"><p>السلام علیکم،</p>'), urdu.html);
    assert.ok(urdu.html.includes('>دعوت قبول کریں</a>'), urdu.html);
  });

  it('invites by e-mail: the link shows business and role, refuses a common password, works once and signs the person in', async () => {
    const owner = await signUpSupplier(t.app);
    const email = `new-${Date.now()}@example.test`;
    const token = await invite(owner, email, 'operations');
    const pending = (await call('GET', '/team/invitations', owner.headers)).json<Invitation[]>();
    assert.deepEqual(
      pending.map((one) => [one.email, one.role, one.status]),
      [[email, 'operations', 'pending']],
    );
    assert.equal(Date.parse(pending[0]!.expires_at) - Date.parse(pending[0]!.created_at), 7 * 24 * 3600 * 1000);

    const preview = await call('GET', `/invitations/${token}`);
    assert.equal(preview.statusCode, 200);
    assert.deepEqual(
      { ...preview.json<object>(), business_name: undefined },
      { business_name: undefined, role: 'operations', email, existing_account: false },
    );

    const common = await accept(token, 'password123');
    assert.equal(common.statusCode, 400);
    assert.deepEqual(common.json<{ errors: unknown[] }>().errors, [{ field: 'password', message: PASSWORD_COMMON_MESSAGE }]);

    const accepted = await accept(token);
    assert.equal(accepted.statusCode, 201, accepted.body);
    const reply = accepted.json<LoginReply>();
    assert.equal(reply.user.role, 'operations');
    assert.equal(reply.user.supplier_id, owner.supplierId);
    assert.equal((await call('GET', '/memberships', bearer(reply.token))).statusCode, 200);
    assert.equal((await call('POST', '/users/login', undefined, { email, password: 'tea-garden-77' })).statusCode, 200);

    const again = await accept(token);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json<{ message: string }>().message, INVITATION_INVALID_MESSAGE);
    assert.deepEqual((await call('GET', '/team/invitations', owner.headers)).json(), []);
    assert.equal((await call('POST', '/team/invitations', owner.headers, { email, role: 'finance' })).statusCode, 409);
  });

  it('resending replaces the link; withdrawing ends it', async () => {
    const owner = await signUpSupplier(t.app);
    const email = `resend-${Date.now()}@example.test`;
    const first = await invite(owner, email, 'finance');
    assert.equal((await call('POST', '/team/invitations', owner.headers, { email, role: 'finance' })).statusCode, 409);
    const [invitation] = (await call('GET', '/team/invitations', owner.headers)).json<Invitation[]>();
    assert.equal((await call('POST', `/team/invitations/${invitation!.invitation_id}/resend`, owner.headers)).statusCode, 200);
    const second = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mailer.outbox.at(-1)!.text)![1]!;
    assert.equal((await call('GET', `/invitations/${first}`)).statusCode, 404);
    assert.equal((await call('GET', `/invitations/${second}`)).statusCode, 200);

    assert.equal((await call('DELETE', `/team/invitations/${invitation!.invitation_id}`, owner.headers)).statusCode, 200);
    assert.equal((await call('GET', `/invitations/${second}`)).statusCode, 404);
    assert.equal((await accept(second)).statusCode, 404);
  });

  it("keeps the last owner, and a changed role or a removal ends that person's sessions at once", async () => {
    const owner = await signUpSupplier(t.app);
    const [me] = await members(owner);
    const demote = await call('PATCH', `/team/members/${me!.member_id}`, owner.headers, { role: 'manager' });
    assert.equal(demote.statusCode, 409);
    assert.equal(demote.json<{ message: string }>().message, LAST_OWNER_DEMOTE_MESSAGE);
    const remove = await call('DELETE', `/team/members/${me!.member_id}`, owner.headers);
    assert.equal(remove.statusCode, 409);
    assert.equal(remove.json<{ message: string }>().message, LAST_OWNER_REMOVE_MESSAGE);

    const member = await newMember(owner, 'manager');
    assert.equal((await call('GET', '/memberships', bearer(member.token))).statusCode, 200);
    const changed = await call('PATCH', `/team/members/${member.memberId}`, owner.headers, { role: 'finance' });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json<TeamMember>().role, 'finance');
    assert.equal((await call('GET', '/memberships', bearer(member.token))).statusCode, 401);

    const removed = await newMember(owner, 'operations');
    assert.equal((await call('DELETE', `/team/members/${removed.memberId}`, owner.headers)).statusCode, 200);
    assert.equal((await call('GET', '/memberships', bearer(removed.token))).statusCode, 401);
    assert.deepEqual((await members(owner)).map((one) => one.role).sort(), ['finance', 'owner']);
  });

  it("another business's members and invitations are not found", async () => {
    const owner = await signUpSupplier(t.app);
    const stranger = await signUpSupplier(t.app);
    const [member] = await members(owner);
    assert.equal((await call('PATCH', `/team/members/${member!.member_id}`, stranger.headers, { role: 'guide' })).statusCode, 404);
    assert.equal((await call('DELETE', `/team/members/${member!.member_id}`, stranger.headers)).statusCode, 404);
    await invite(owner, `private-${Date.now()}@example.test`, 'guide');
    const [invitation] = (await call('GET', '/team/invitations', owner.headers)).json<Invitation[]>();
    assert.equal((await call('DELETE', `/team/invitations/${invitation!.invitation_id}`, stranger.headers)).statusCode, 404);
    assert.equal((await call('POST', '/team/invitations', stranger.headers, { email: 'not-an-email', role: 'boss' })).statusCode, 400);
  });

  it('an existing login joins a second business signed in, lists both and switches without signing in again', async () => {
    const owner = await signUpSupplier(t.app);
    const other = await signUpSupplier(t.app);
    const email = await emailOf(other);
    const token = await invite(owner, email, 'guide');
    assert.equal((await call('GET', `/invitations/${token}`)).json<{ existing_account: boolean }>().existing_account, true);
    const asNew = await accept(token);
    assert.equal(asNew.statusCode, 409);
    assert.equal(asNew.json<{ message: string }>().message, INVITATION_SIGN_IN_MESSAGE);
    const stranger = await signUpSupplier(t.app);
    assert.equal((await call('POST', `/invitations/${token}/join`, stranger.headers)).statusCode, 403);

    const joined = await call('POST', `/invitations/${token}/join`, other.headers);
    assert.equal(joined.statusCode, 200, joined.body);
    const guide = joined.json<LoginReply>();
    assert.deepEqual([guide.user.supplier_id, guide.user.role], [owner.supplierId, 'guide']);

    const memberships = (await call('GET', '/memberships', bearer(guide.token))).json<Membership[]>();
    assert.deepEqual(
      memberships.map((one) => [one.supplier_id, one.role]),
      [
        [other.supplierId, 'owner'],
        [owner.supplierId, 'guide'],
      ],
    );
    const back = await call('POST', '/memberships/switch', bearer(guide.token), { supplier_id: other.supplierId });
    assert.equal(back.statusCode, 200);
    assert.equal(back.json<LoginReply>().user.role, 'owner');
    const elsewhere = await call('POST', '/memberships/switch', bearer(guide.token), { supplier_id: stranger.supplierId });
    assert.equal(elsewhere.statusCode, 403);
  });
});
