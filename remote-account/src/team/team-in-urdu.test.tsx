import { screen, waitFor } from '@testing-library/react';

import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale } from '@portal/i18n/testing';
import { apiUrl, http, HttpResponse, renderWithProviders, server } from '@portal/testing';

import { untranslatedIn } from '../common/strings/untranslated';
import { TeamPage } from './team-page';

afterEach(() => applyLanguage('en'));

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

describe('Team in other languages', () => {
  it('leaves no text of Team outside the layer (pseudo-locale)', async () => {
    serveTeam();
    await switchToPseudoLocale();
    const { container } = renderWithProviders(<TeamPage />);
    await screen.findByText('sara@example.test');
    await screen.findByText('Amna Owner');
    await waitFor(() => expect(container.querySelector('.chakra-skeleton')).toBeNull());
    expect(untranslatedIn(container)).toEqual([]);
  });
});
