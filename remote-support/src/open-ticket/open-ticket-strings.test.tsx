import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale } from '@portal/i18n/testing';
import { renderAtRoute } from '@portal/testing';

import { leftoversIn } from '../common/namespace-leftovers';
import { OpenTicketPage } from './open-ticket-page';

afterEach(() => applyLanguage('en'));

const renderForm = () => renderAtRoute(paths.openTicket, { [paths.openTicket]: <OpenTicketPage /> });

describe('the open-ticket form in another language', () => {
  it('leaves no word of the form outside the layer (pseudo-locale)', async () => {
    await switchToPseudoLocale();
    const { container } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: '⟦Súbmít Tíçkét⟧' }));
    expect(leftoversIn(container)).toEqual([]);
  });

  it('shows the form in Urdu, the topics too', async () => {
    await applyLanguage('ur');
    renderForm();
    expect(await screen.findByRole('heading', { name: 'ٹکٹ کھولیں' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ادائیگیاں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ٹکٹ جمع کرائیں' })).toBeInTheDocument();
  });
});
