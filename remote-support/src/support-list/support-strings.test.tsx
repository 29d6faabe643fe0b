import { screen } from '@testing-library/react';

import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { mockApi, renderAtRoute, ticket } from '@portal/testing';

import { leftoversIn } from '../common/namespace-leftovers';
import { supportEn } from '../strings/support.en';
import { supportUr } from '../strings/support.ur';
import { SupportPage } from './support-page';

afterEach(() => applyLanguage('en'));

const closed = ticket({ ticket_id: 'other', status: 'closed', closed_at: '2026-03-10T10:00:00.000Z' });

describe("support's strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(supportUr).sort()).toEqual(keysOf(supportEn).sort());
  });

  it('leaves no word of the list outside the layer (pseudo-locale)', async () => {
    mockApi.listTickets({ rows: [ticket(), closed], total: 2 });
    await switchToPseudoLocale();
    const { container } = renderAtRoute(paths.support, { [paths.support]: <SupportPage /> });
    expect(await screen.findByRole('columnheader', { name: '⟦Súbjéçt⟧' })).toBeInTheDocument();
    expect(leftoversIn(container)).toEqual([]);
  });

  it('shows the list in Urdu, a known topic translated', async () => {
    mockApi.listTickets({ rows: [ticket()], total: 1 });
    await applyLanguage('ur');
    renderAtRoute(paths.support, { [paths.support]: <SupportPage /> });
    expect(await screen.findByRole('heading', { name: 'مدد' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'ادائیگیاں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ٹکٹ کھولیں' })).toBeInTheDocument();
  });
});
