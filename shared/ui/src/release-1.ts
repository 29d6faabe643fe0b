// `@portal/ui` as its first major published it, for remotes built before its names moved (ADR
// 0016). Release 1's '.' also exported the list frame and tabs, the choice, upload and progress
// controls, the dialog, drawer and tooltip and `system`; they moved to '@portal/ui/lists',
// '@portal/ui/form-controls', '@portal/ui/overlays' and `portalSystem`. The host provides this file under release 1's share key
// (`@portal/ui`), so a remote from that release finds every name it was built against. It imports
// the current entries by their package names, so what it hands out are the host's singletons (one
// Chakra system, one toaster), and only such a remote loads it and the entries it re-exports.
import { portalSystem } from '@portal/ui';

export * from '@portal/ui';
/** @deprecated moved to '@portal/ui/lists' */
export {
  AppTable,
  choiceOf,
  downloadBlob,
  FilterMenu,
  isTicked,
  ListTable,
  ListTabs,
  ListToolbar,
  Menu,
  pageWindow,
  Pagination,
  SearchBox,
  SortMenu,
  Tabs,
  tickFilter,
  useListQuery,
} from '@portal/ui/lists';
/** @deprecated moved to '@portal/ui/form-controls' */
export { Checkbox, CheckboxGroup, FileUpload, Progress, RadioGroup, RatingGroup, SegmentGroup, Switch } from '@portal/ui/form-controls';
/** @deprecated moved to '@portal/ui/overlays' */
export { Dialog, Drawer, Tooltip } from '@portal/ui/overlays';
/** @deprecated `portalSystem()` makes it on first use */
export const system = portalSystem();
