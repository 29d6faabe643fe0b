import { paths } from '@portal/contracts';

import type { HostStrings } from '../strings/host.en';

export interface LegalPage {
  path: string;
  /** The page's title (a key of the host's `legal` strings) and its text (`legalText`). */
  title: keyof HostStrings['legalText'];
}

/** What the legal pages write as data, isolated for bidi in the Urdu text. */
export const legalContact = { email: 'suppliers@marketplace.pk', phone: '+92 51 111 000 222' };

/** The pages the sign-in footer links to. */
export const legalPages: readonly LegalPage[] = [
  { path: paths.contact, title: 'contact' },
  { path: paths.legalNotice, title: 'legalNotice' },
  { path: paths.privacyPolicy, title: 'privacyPolicy' },
  { path: paths.supplierTerms, title: 'supplierTerms' },
];
