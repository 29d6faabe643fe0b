import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';

import { type Endpoint, teamEndpoints, type TeamMember } from '@portal/contracts';
import { invitationEndpoints } from '@portal/contracts/endpoints/invitations';

import { makeCustomer, makeSupplier, makeUser } from '../../test/factories';
import { documentedApp, operationOf, refusedBy, undocumentedRefusal } from '../../test/openapi-document';
import { api, createTestApp, signUpSupplier } from '../../test/test-app';
import { invitationRepository } from '../team/invitation-repository';

/**
 * The account side's own refusals (team, sign-in, two-step, the user, uploads, the supplier), stated
 * on their operations in the OpenAPI document: each test drives one through the server and checks
 * that the reply's status, message and field errors are among the operation's documented refusals.
 */
describe("the OpenAPI document states each account handler's own refusals on its operation", () => {
  const kit = documentedApp();

  const refused = (endpoint: Endpoint, request: Parameters<typeof refusedBy>[2]) => refusedBy(kit, endpoint, request);
  const status = async (endpoint: Endpoint, request: Parameters<typeof refusedBy>[2]) => (await refused(endpoint, request)).statusCode;

  /** An invitation of the kit's supplier to `email`, straight into the table, and its link's token. */
  async function invitation(email: string, supplierId = kit.me.supplierId!, invitedBy = kit.me.userId): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await invitationRepository(kit.t.db).create({ supplierId, email, role: 'guide', token, invitedBy });
    return token;
  }
  const noSuchLink = () => ({ token: randomBytes(32).toString('base64url') });
  const newPerson = { full_name: 'Sana Operations', phone_number: '+923001234567', password: 'tea-garden-77' };

  describe('team', () => {
    it('members: the last owner is neither given another role nor removed', async () => {
      const members = await kit.t.app.inject({ method: 'GET', url: api('/team/members'), headers: kit.me.headers });
      const me = members.json<TeamMember[]>().find((member) => member.you)!;
      const params = { id: me.member_id };
      assert.equal(await status(teamEndpoints.changeMemberRole, { params, payload: { role: 'guide' } }), 409);
      assert.equal(await status(teamEndpoints.removeMember, { params }), 409);
    });

    it('invitations: not to a member, not twice while one is pending', async () => {
      const { email } = (await kit.t.app.inject({ method: 'GET', url: api(`/users/${kit.me.userId}`), headers: kit.me.headers })).json<{
        email: string;
      }>();
      assert.equal(await status(teamEndpoints.inviteMember, { payload: { email, role: 'guide' } }), 409);
      const invited = { email: `${randomUUID()}@example.test`, role: 'guide' };
      const first = await kit.t.app.inject({ method: 'POST', url: api('/team/invitations'), headers: kit.me.headers, payload: invited });
      assert.equal(first.statusCode, 201);
      assert.equal(await status(teamEndpoints.inviteMember, { payload: invited }), 409);
    });

    it('invitations: 503 when the e-mail cannot be sent (sent or resent)', async () => {
      const down = await createTestApp({ mailer: { kind: 'memory', send: () => Promise.reject(new Error('mail is down')) } });
      try {
        const owner = await signUpSupplier(down.app);
        const payload = { email: `${randomUUID()}@example.test`, role: 'guide' };
        const sent = await down.app.inject({ method: 'POST', url: api('/team/invitations'), headers: owner.headers, payload });
        assert.equal(sent.statusCode, 503);
        // Not a 4xx refusal (documentedRefusal's), yet stated word for word all the same.
        assert.equal(undocumentedRefusal(operationOf(kit.doc, teamEndpoints.inviteMember), sent), null);
        const [invited] = await down.db.query<{ invitation_id: string }>('SELECT invitation_id FROM team_invitations');
        const resent = await down.app.inject({
          method: 'POST',
          url: api(`/team/invitations/${invited!.invitation_id}/resend`),
          headers: owner.headers,
        });
        assert.equal(resent.statusCode, 503);
        assert.equal(undocumentedRefusal(operationOf(kit.doc, teamEndpoints.resendInvitation), resent), null);
      } finally {
        await down.close();
      }
    });

    it("an invitation's link: not valid any more, or for an e-mail that has a login already", async () => {
      assert.equal(await status(teamEndpoints.previewInvitation, { params: noSuchLink(), headers: {} }), 404);
      const { acceptInvitation } = invitationEndpoints;
      assert.equal(await status(acceptInvitation, { params: noSuchLink(), payload: newPerson, headers: {} }), 404);
      const existing = await makeUser(kit.t.db);
      const params = { token: await invitation(existing.email) };
      assert.equal(await status(acceptInvitation, { params, payload: newPerson, headers: {} }), 409);
    });

    it('accepting as a new person: not with a common password', async () => {
      const params = { token: await invitation(`${randomUUID()}@example.test`) };
      const payload = { ...newPerson, password: 'password123' };
      assert.equal(await status(invitationEndpoints.acceptInvitation, { params, payload, headers: {} }), 400);
    });

    it("joining with a login: the invitation's own e-mail, a supplier's account, a link still valid", async () => {
      const { joinInvitation } = teamEndpoints;
      const other = await makeSupplier(kit.t);
      assert.equal(await status(joinInvitation, { params: noSuchLink() }), 404);
      const toSomeoneElse = { token: await invitation(`${randomUUID()}@example.test`, other.supplierId, other.userId) };
      assert.equal(await status(joinInvitation, { params: toSomeoneElse }), 403);
      const customer = await makeCustomer(kit.t.db);
      const session = await kit.t.app.startSession(
        { userId: customer.user_id, supplierId: null },
        { browser: 'Test', ipAddress: '127.0.0.1' },
      );
      const toCustomer = { token: await invitation(customer.email, other.supplierId, other.userId) };
      assert.equal(await status(joinInvitation, { params: toCustomer, headers: { authorization: `Bearer ${session}` } }), 403);
    });

    it('switching business: only to one the person is a member of', async () => {
      const other = await makeSupplier(kit.t);
      assert.equal(await status(teamEndpoints.switchBusiness, { payload: { supplier_id: other.supplierId } }), 403);
    });
  });
});
