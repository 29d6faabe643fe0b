import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_HINTS,
  NOTIFICATION_PREFERENCE_LABELS,
  ROLE_LABELS,
} from '@portal/contracts';
import { BUSINESS_QUESTIONS, HOTEL_SERVICE_QUESTIONS, VERIFICATION_QUESTIONS } from '@portal/forms';
import { applyLanguage, currentLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { apiUrl, http, HttpResponse, mockApi, renderWithProviders, server, supplier, twoStepStatus, user } from '@portal/testing';

import { ProfilePage } from '../profile/profile-page';
import { TeamPage } from '../team/team-page';
import { accountEn } from './account.en';
import { accountUr } from './account.ur';

afterEach(() => applyLanguage('en'));

/**
 * Words that are not this namespace's: the contracts' constants (they go through the message
 * catalogue, which has no pseudo-locale) and the sign-up questions' labels (@portal/forms').
 */
const OTHERS = new Set<string>([
  ...Object.values(ROLE_LABELS),
  ...Object.values(NOTIFICATION_PREFERENCE_LABELS),
  ...Object.values(NOTIFICATION_PREFERENCE_HINTS),
  ...[BUSINESS_QUESTIONS, VERIFICATION_QUESTIONS].flatMap((byType) =>
    Object.values(byType)
      .flat()
      .map((question) => question.label),
  ),
  ...HOTEL_SERVICE_QUESTIONS.map((question) => question.label),
]);

/** Data (isolated for bidi), what the member typed or chose, and the language names, which are each language's own. */
const DATA = 'bdi, [dir], [translate="no"], input, select, option';

/** The visible text and accessible names of `container` outside data, that have a letter. */
function wordsOf(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll('*')]
    .filter((element) => !element.closest(DATA))
    .flatMap((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
        .map((node) => node.textContent!),
    );
  const labels = [...container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')!);
  return [...texts, ...labels].filter((text) => /\p{L}/u.test(text) && !OTHERS.has(text.trim()));
}

function serveTeam() {
  const member = { member_id: 'm-1', full_name: 'Amna Owner', email: 'amna@example.test', role: 'owner', status: 'active', you: true };
  server.use(
    http.get(apiUrl('team/members'), () => HttpResponse.json([{ ...member, last_sign_in_at: null }])),
    http.get(apiUrl('team/invitations'), () =>
      HttpResponse.json([
        {
          invitation_id: 'i-1',
          email: 'sara@example.test',
          role: 'finance',
          created_at: '2026-11-20T09:30:00.000Z',
          expires_at: '2026-11-27T09:30:00.000Z',
          status: 'pending',
        },
      ]),
    ),
    http.get(apiUrl('team/two-step'), () => HttpResponse.json({ required: false })),
  );
}

function serveProfile() {
  mockApi.getUser(user({ email_verified: false }));
  mockApi.getSupplier(supplier({ verification_status: 'awaiting_verification' }));
  mockApi.getTwoStep(twoStepStatus());
  mockApi.listSessions([
    {
      session_id: 's-1',
      browser: 'Chrome on Windows',
      ip_address: '203.0.113.7',
      created_at: '2026-11-20T09:30:00.000Z',
      last_used_at: '2026-11-21T09:30:00.000Z',
      current: true,
    },
  ]);
  mockApi.getNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES);
}

describe("remote-account's strings (My Profile, Team)", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(accountUr).sort()).toEqual(keysOf(accountEn).sort());
  });

  it('leaves no text of My Profile outside the layer (pseudo-locale)', async () => {
    serveProfile();
    await switchToPseudoLocale();
    const { container } = renderWithProviders(<ProfilePage />);
    await screen.findByText('Chrome on Windows');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"], .chakra-skeleton')).toBeNull());
    expect(wordsOf(container).filter((text) => !isPseudoLocalized(text))).toEqual([]);
  });

  it('leaves no text of Team outside the layer (pseudo-locale)', async () => {
    serveTeam();
    await switchToPseudoLocale();
    const { container } = renderWithProviders(<TeamPage />);
    await screen.findByText('sara@example.test');
    await screen.findByText('Amna Owner');
    await waitFor(() => expect(container.querySelector('.chakra-skeleton')).toBeNull());
    expect(wordsOf(container).filter((text) => !isPseudoLocalized(text))).toEqual([]);
  });

  it("shows My Profile in Urdu, and its language switch goes back to English and saves the member's choice", async () => {
    serveProfile();
    const saves = mockApi.updateLanguage(user({ language: 'en' }));
    await applyLanguage('ur');
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'میری پروفائل' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'پورٹل کی زبان' }), 'en');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('portal.language')).toBe('en');
    await waitFor(() => expect(saves.last().body).toEqual({ language: 'en' }));
  });
});
