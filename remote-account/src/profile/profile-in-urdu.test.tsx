import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/contracts';
import { applyLanguage, currentLanguage } from '@portal/i18n';
import { switchToPseudoLocale } from '@portal/i18n/testing';
import { mockApi, renderWithProviders, supplier, twoStepStatus, user } from '@portal/testing';

import { untranslatedIn } from '../common/strings/untranslated';
import { ProfilePage } from './profile-page';

afterEach(() => applyLanguage('en'));

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

describe('My Profile in other languages', () => {
  it('leaves no text of My Profile outside the layer (pseudo-locale)', async () => {
    serveProfile();
    await switchToPseudoLocale();
    const { container } = renderWithProviders(<ProfilePage />);
    await screen.findByText('Chrome on Windows');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"], .chakra-skeleton')).toBeNull());
    expect(untranslatedIn(container)).toEqual([]);
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
