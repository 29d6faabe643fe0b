import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { LISTING_TYPES, paths } from '@portal/contracts';

import { protectedRoutes } from './route-table';

/** The module names a remote's webpack config exposes ('./BookingsPage' is 'BookingsPage'). */
function exposedBy(remote: string): string[] {
  const config = readFileSync(join(__dirname, '..', '..', '..', `remote-${remote}`, 'webpack.config.cjs'), 'utf8');
  return [...config.matchAll(/'\.\/(\w+)':/g)].map((match) => match[1]!);
}

describe('the route table', () => {
  it('mounts only modules their remote exposes', () => {
    for (const { path, remote, module } of protectedRoutes)
      expect([path, exposedBy(remote)]).toEqual([path, expect.arrayContaining([module])]);
  });

  it('has every listing route of both specs and the listings team’s new screens', () => {
    const registered = protectedRoutes.map((route) => route.path);
    for (const type of LISTING_TYPES) {
      expect(registered).toContain(paths.listingCreate(type));
      expect(registered).toContain(`${paths.listingCreate(type)}/edit/:listingId`);
    }
    expect(registered).toEqual(
      expect.arrayContaining([
        '/bike',
        '/bike/edit/:listingId',
        '/car',
        '/car/edit/:listingId',
        '/experience',
        '/listings/:listingId/availability',
        paths.listingResources,
        paths.listings,
      ]),
    );
    expect(new Set(registered).size).toBe(registered.length);
  });
});
