/**
 * The `common` namespace: words every part of the portal uses (the host owns it). Remotes keep
 * their own words in their own namespace. English is the spec's words exactly.
 */
export const commonEn = {
  language: {
    label: 'Language',
    choose: 'Choose the language of the portal',
  },
  retry: 'Retry',
  loading: 'Loading...',
} as const;

export type CommonStrings = typeof commonEn;
