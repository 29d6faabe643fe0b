import type { RemoteName } from '@portal/contracts';

import { refreshRemote } from './remote-registry';

let section: RemoteName | null = null;
let check: Promise<boolean> | null = null;

/**
 * A visit to a section (its remote's routes) coming from another one reads portal.config.json
 * again, so a person who keeps the portal open gets a remote's new release, or its rollback, at
 * their next visit to that section without reloading (ADR 0017). The page's first section uses the
 * configuration the page has just read at start. Moving within a section checks nothing: the same
 * check is answered until the person leaves it.
 */
export function sectionVisit(remote: RemoteName): Promise<boolean> | null {
  if (remote !== section) {
    check = section === null ? null : refreshRemote(remote);
    section = remote;
  }
  return check;
}
