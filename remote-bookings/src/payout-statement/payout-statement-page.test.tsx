import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import {
  apiFailure,
  currentLocation,
  inTurn,
  mockApi,
  NETWORK_ERROR,
  payoutStatement,
  renderAtRoute,
  statementLine,
} from '@portal/testing';

import { PayoutStatementPage } from './payout-statement-page';

const PAYOUT_ID = '3c000000-0000-4000-8000-000000000001';

const lines = [
  statementLine({ booking_number: 2001, customer_name: 'Ayesha Khan', gross: 1250000, commission: 150000, net: 1100000 }),
  statementLine({
    line_id: 'l2',
    booking_id: 'b2',
    booking_number: 2002,
    customer_name: 'Omar Farooq',
    selected_date: '2026-02-20',
    gross: 40000,
    commission: 4800,
    refund: 4000,
    adjustment: -1500,
    adjustment_note: 'Jeep hire paid by the marketplace',
    net: 29700,
  }),
];

const renderAt = (payoutId = PAYOUT_ID) =>
  renderAtRoute(paths.payoutStatement(payoutId), {
    [routePatterns.payoutStatement]: <PayoutStatementPage />,
    [routePatterns.bookingInfo]: <p>Booking Info</p>,
  });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Payout statement', () => {
  it("shows the payout, each booking's gross, commission, refund, adjustment and net, and totals that add up to the payout", async () => {
    const statement = mockApi.getPayoutStatement(payoutStatement(lines));
    renderAt();
    expect(screen.getByRole('heading', { name: 'Payout statement' })).toBeInTheDocument();
    expect(screen.getByText('Loading statement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payout #1001' })).toBeInTheDocument();
    expect(statement.last().params).toEqual({ id: PAYOUT_ID });
    // The payout's amount, and the net of the totals row.
    expect(screen.getAllByText('Rs 1,129,700')).toHaveLength(2);
    expect(screen.getByText(/The lines below add up to Rs 1,129,700/)).toBeInTheDocument();
    const [, first, second, totals] = within(screen.getByRole('table', { name: 'Bookings paid' })).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      '#2001',
      'Ayesha Khan',
      'Hunza Valley Tour',
      '15/02/2026',
      'Rs 1,250,000',
      '-Rs 150,000',
      'Rs 0',
      'Rs 0',
      'Rs 1,100,000',
    ]);
    expect(cellsOf(second!)).toEqual([
      '#2002',
      'Omar Farooq',
      'Hunza Valley Tour',
      '20/02/2026',
      'Rs 40,000',
      '-Rs 4,800',
      '-Rs 4,000',
      '-Rs 1,500Jeep hire paid by the marketplace',
      'Rs 29,700',
    ]);
    expect(cellsOf(totals!)).toEqual(['Totals', '', '', '', 'Rs 1,290,000', '-Rs 154,800', '-Rs 4,000', '-Rs 1,500', 'Rs 1,129,700']);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it("opens a line's booking and goes back to My Payouts from links", async () => {
    mockApi.getPayoutStatement(payoutStatement(lines));
    renderAt();
    expect(screen.getByRole('link', { name: 'Back to My Payouts' })).toHaveAttribute('href', paths.payouts);
    await userEvent.click(await screen.findByRole('link', { name: '#2002' }));
    expect(currentLocation()).toBe(paths.bookingInfo('b2'));
  });

  it('says when the payout pays no bookings', async () => {
    mockApi.getPayoutStatement(payoutStatement([]));
    renderAt();
    expect(await screen.findByText('This payout pays no bookings.')).toBeInTheDocument();
  });

  it("says a payout that is not the supplier's was not found", async () => {
    mockApi.getPayoutStatement(apiFailure(404, 'Payout not found'));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Payout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Payouts' })).toHaveAttribute('href', paths.payouts);
  });

  it('says when the statement could not be loaded and tries again', async () => {
    mockApi.getPayoutStatement(inTurn(NETWORK_ERROR, payoutStatement(lines)));
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payout #1001' })).toBeInTheDocument();
  });
});

describe('Payout statement in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('leaves no text outside the i18n layer (pseudo-locale)', async () => {
    await switchToPseudoLocale();
    mockApi.getPayoutStatement(payoutStatement(lines));
    const { container } = renderAt();
    await screen.findByText('#2002');
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it("shows the statement in Urdu, customers' names isolated as data", async () => {
    await applyLanguage('ur');
    mockApi.getPayoutStatement(payoutStatement(lines));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'ادائیگی نمبر 1001' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'جن بکنگز کی ادائیگی ہوئی' });
    expect(within(table).getByText('میزان')).toBeInTheDocument();
    expect(within(table).getByText('Omar Farooq').tagName).toBe('BDI');
    // What is taken off keeps its minus in front of the figures in a right-to-left line: Urdu's
    // sign starts with a left-to-right mark (without it the minus shows after the figures).
    expect(within(table).getAllByText('\u200e-154,800 روپے').length).toBeGreaterThan(0);
  });
});
