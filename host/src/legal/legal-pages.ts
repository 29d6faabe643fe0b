import { paths } from '@portal/contracts';

import type { HostStrings } from '../strings/host.en';

export interface LegalPage {
  path: string;
  /** The page's title: a key of the host's `legal` strings (the chrome is translated, the legal text is not yet). */
  title: keyof HostStrings['legal'];
  paragraphs: readonly string[];
}

/** The pages the sign-in footer links to. */
export const legalPages: readonly LegalPage[] = [
  {
    path: paths.contact,
    title: 'contact',
    paragraphs: [
      'Our supplier team answers within one working day, Monday to Saturday, 9:00 to 18:00 Pakistan time.',
      'E-mail: suppliers@marketplace.pk. Phone: +92 51 111 000 222.',
      'Signed-in suppliers can also open a support ticket from the Support section of the portal.',
    ],
  },
  {
    path: paths.legalNotice,
    title: 'legalNotice',
    paragraphs: [
      'This portal is operated by the marketplace company registered in Islamabad, Pakistan.',
      'Listings, prices and availability shown to travellers are provided by the suppliers who publish them.',
    ],
  },
  {
    path: paths.privacyPolicy,
    title: 'privacyPolicy',
    paragraphs: [
      'We process the business and contact details you give us to verify your account, publish your listings and pay you.',
      'Customer details shared with you for a booking may be used only to deliver that booking.',
      'You can ask for a copy or the deletion of your data through a support ticket.',
    ],
  },
  {
    path: paths.supplierTerms,
    title: 'supplierTerms',
    paragraphs: [
      'New listings are reviewed within 6-12 hours and edits within 2-6 hours before they go live.',
      'Payouts are made to the bank account in your profile after the service is delivered.',
      'Suppliers keep their licences (including DTS where required) valid while their listings are live.',
    ],
  },
];
