import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { can, type Endpoint, permissionRefusal, permissionsOf, type Role, ROLES } from '@portal/contracts';
import { allEndpoints } from '@portal/contracts/endpoints/all';

import { type MadeSupplier, makeMember, makeSupplier } from '../../test/factories';
import { api, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every route of the endpoint table against every role, from the one permission table
 * (ROLE_PERMISSIONS): a role the table refuses meets a 403 naming the permission before anything
 * else is looked at; a role it allows never meets that refusal. A route without its entry fails.
 */
const ZERO = '00000000-0000-4000-8000-000000000000';

/** The endpoint's address for `member`: their own user and supplier where the path names one, else an id of nothing. */
function urlFor(endpoint: Endpoint, member: MadeSupplier): string {
  const path = endpoint.path
    .replace(/\/(users\/(?:[\w-]+\/)?|chatting\/user\/):id/, (_, prefix: string) => `/${prefix}${member.userId}`)
    .replace(/\/suppliers\/:id/, `/suppliers/${member.supplierId}`)
    .replace(/:supplierId/, member.supplierId)
    .replace(/:name/g, `${ZERO}.png`)
    .replace(/:label/g, 'x.png')
    .replace(/:\w+/g, ZERO);
  return api(path);
}

const guarded = allEndpoints.filter((endpoint) => endpoint.access !== 'public');

describe('the role matrix: who may call each route', () => {
  let t: TestApp;
  const members = {} as Record<Role, MadeSupplier>;
  before(async () => {
    t = await createTestApp();
    const owner = await makeSupplier(t);
    members.owner = owner;
    for (const role of ROLES.filter((r) => r !== 'owner')) members[role] = await makeMember(t, owner.supplierId, role);
  });
  after(async () => {
    await t.close();
  });
  const freshSession = async ({ userId, supplierId }: MadeSupplier) => ({
    authorization: `Bearer ${await t.app.startSession({ userId, supplierId }, { browser: 'Role matrix', ipAddress: '127.0.0.1' })}`,
  });

  it('gives every route of the table its permission entry; public ones are for anyone', () => {
    for (const endpoint of allEndpoints) {
      assert.ok(endpoint.permission !== undefined, `${endpoint.method} ${endpoint.path} says nothing of who may call it`);
      assert.equal(endpoint.permission === 'anyone', endpoint.access === 'public', `${endpoint.method} ${endpoint.path}`);
    }
  });

  for (const role of ROLES) {
    it(`answers the ${role} 403 exactly where the permission table refuses them`, async () => {
      const member = members[role];
      const wrong: string[] = [];
      for (const endpoint of guarded) {
        const permissions = permissionsOf(endpoint);
        const allowed = permissions.length === 0 || permissions.some((permission) => can(role, permission));
        const res = await t.app.inject({
          method: endpoint.method,
          url: urlFor(endpoint, member),
          // A session of its own for each call: Log Out and Sign out everywhere end the one they use.
          headers: await freshSession(member),
          payload: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {},
        });
        const refused = res.statusCode === 403;
        if (allowed === refused) wrong.push(`${endpoint.method} ${endpoint.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (!allowed && refused) {
          assert.deepEqual(res.json(), {
            message: permissionRefusal(permissions[0]!),
            errors: permissions.map((permission) => ({ field: 'permission', message: permission })),
          });
        }
      }
      assert.deepEqual(wrong, [], `the ${role}'s answers that disagree with the table`);
    });
  }
});
