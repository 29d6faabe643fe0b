import { screen, within } from '@testing-library/react';

import { paths, routePatterns } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale } from '@portal/i18n/testing';
import { mockApi, renderAtRoute, TICKET_ID, ticketDetail } from '@portal/testing';

import { leftoversIn } from '../common/namespace-leftovers';
import { TicketDetailPage } from './ticket-detail-page';

afterEach(() => applyLanguage('en'));

const renderTicket = () => renderAtRoute(paths.ticketDetail(TICKET_ID), { [routePatterns.ticketDetail]: <TicketDetailPage /> });

describe('a ticket in another language', () => {
  it('leaves no word of the ticket outside the layer (pseudo-locale), what people typed in its own direction', async () => {
    mockApi.getTicket(ticketDetail());
    await switchToPseudoLocale();
    const { container } = renderTicket();
    const conversation = await screen.findByRole('region', { name: '⟦Cóñvérsátíóñ⟧' });
    expect(leftoversIn(container)).toEqual([]);
    expect(within(conversation).getByText('We are looking into it.')).toHaveAttribute('dir', 'auto');
  });

  it('shows the ticket in Urdu, the closed notice in Urdu', async () => {
    mockApi.getTicket(ticketDetail({ status: 'closed', closed_at: '2026-03-12T10:00:00.000Z' }));
    await applyLanguage('ur');
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'گفتگو' })).toBeInTheDocument();
    expect(screen.getByText('اس درخواست پر مزید تبصرے نہیں ہو سکتے، یہ بند ہو چکی ہے۔ آپ فالو اپ بنا سکتے ہیں۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فالو اپ بنائیں' })).toBeInTheDocument();
  });
});
