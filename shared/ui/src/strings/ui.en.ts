/**
 * @portal/ui's own words (namespace `ui`): the shared components' labels, which every remote
 * shows (the pager, the table's footer, the list menus, the load error, the toasts). English is
 * the spec's words exactly; tests find elements by them.
 */
export const uiEn = {
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  table: {
    showing: 'Showing {{shown}} of {{total}}',
  },
  menus: {
    sort: 'Sort',
    filter: 'Filter',
  },
  loadError: {
    retry: 'Retry',
  },
  toaster: {
    /** The hotkey's modifier, as the keyboard's key is called. */
    alt: 'Alt',
    region: 'Notifications ({{hotkey}})',
    dismiss: 'Dismiss notification',
  },
} as const;

export type UiStrings = typeof uiEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    ui: UiStrings;
  }
}
