import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listingQueries } from '@portal/api';
import { LISTING_TYPES, paths } from '@portal/contracts';
import { protectedRoutes } from './route-table';

/** The module names a remote's webpack config exposes ('./BookingsPage' is 'BookingsPage'). */
function exposedBy(remote: string): string[] {
  const config = readFileSync(join(__dirname, '..', '..', '..', `remote-${remote}`, 'webpack.config.cjs'), 'utf8');
  return [...config.matchAll(/'\.\/(\w+)':/g)].map((match) => match[1]!);
}

describe('the route table', () => {
  it('mounts only modules their remote exposes', () => {
    for (const { path, remote, module } of protectedRoutes) expect([path, exposedBy(remote)]).toEqual([path, expect.arrayContaining([module])]);
  });

  it('has every listing route of both specs and the listings team’s new screens', () => {
    const registered = protectedRoutes.map((route) => route.path);
    for (const type of LISTING_TYPES) {
      expect(registered).toContain(paths.listingCreate(type));
      expect(registered).toContain(`${paths.listingCreate(type)}/edit/:listingId`);
    }
    expect(registered).toEqual(expect.arrayContaining(['/bike', '/bike/edit/:listingId', '/car', '/car/edit/:listingId', '/experience',
      '/listings/:listingId/availability', paths.listingResources, paths.listings]));
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('starts the listing of an edit address beside the wizard’s code, whichever form the address takes', () => {
    const readsAt = (path: string, url: string): unknown[] => {
      const { pathname, search } = new URL(url, 'http://portal.test');
      const route = protectedRoutes.find((r) => r.path === path)!;
      return (route.reads?.({ userId: 'u', supplierId: 's', pathname, search }) ?? []).map((read): unknown => read.queryKey);
    };
    const detail = (id: string) => [listingQueries.detail(id).queryKey];
    expect(readsAt('/car-listing/edit/:listingId', paths.listingEdit('car_rental', 'car-1'))).toEqual(detail('car-1'));
    expect(readsAt(paths.listingCreate('hotel'), '/hotel?id=room-1')).toEqual(detail('room-1'));
    expect(readsAt(paths.listingCreate('trek'), '/treks?edit=true&id=trek-1')).toEqual(detail('trek-1'));
    expect(readsAt(paths.listingCreate('car_rental'), paths.listingCreate('car_rental'))).toEqual([]);
    expect(readsAt(paths.listingCreate('trek'), '/treks?edit=true')).toEqual([]);
  });
});
