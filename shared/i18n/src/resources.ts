import type { CommonStrings } from './common.en';
import type { PortalNamespaces } from './index';

// Typed keys: i18next's namespace map is this package's `common` and whatever the portal's parts
// add to `PortalNamespaces` (the host's `host`, a remote's own), so `t('missing.key')` fails the
// type check.
declare module 'i18next' {
  interface ResourceNamespaceMap extends PortalNamespaces {
    common: CommonStrings;
  }
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
}
