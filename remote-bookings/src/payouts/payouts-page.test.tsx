import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import { captureDownloads, currentLocation, inTurn, mockApi, NETWORK_ERROR, payout, renderAtRoute } from '@portal/testing';

import { PayoutsPage } from './payouts-page';

const rows = [
  payout({}),
  payout({
    payout_id: 'p2',
    payout_number: 1002,
    payout_date: '2026-01-10',
    final_amount: 30000,
    processed_at: '2026-01-11T10:00:00.000Z',
    payout_method: 'easy_paisa',
    bank_name: null,
    payout_status: 'processed',
  }),
];

const renderAt = (url: string) => renderAtRoute(url, { [paths.payouts]: <PayoutsPage /> });

describe('My Payouts', () => {
  it('shows the loading text, then the rows with Rs amounts, day/month/year dates, method in upper case and status colours', async () => {
    const list = mockApi.listPayouts({ rows, total: 12 });
    renderAt('/payouts');
    expect(screen.getByRole('heading', { name: 'My Payouts' })).toBeInTheDocument();
    expect(screen.getByText('Loading payouts...')).toBeInTheDocument();
    await screen.findByText('#1001');
    const table = screen.getByRole('table', { name: 'Payouts' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#1001', '05/03/2026', '#2001', 'Rs 12,500', '—', 'BANK TRANSFERMeezan Bank', 'pending']);
    expect(within(second!).getByText('EASY PAISA')).toBeInTheDocument();
    expect(within(second!).getByText('11/01/2026')).toBeInTheDocument();
    expect(within(first!).getByText('pending')).toHaveStyle({ color: 'var(--chakra-colors-orange-fg)' });
    expect(within(second!).getByText('processed')).toHaveStyle({ color: 'var(--chakra-colors-green-fg)' });
    expect(screen.getByText('Showing 2 of 12')).toBeInTheDocument();
    expect(list.last().query).toEqual({ page: '1', pageSize: '10', sort: 'due_desc' });
  });

  it('shows the empty text when nothing matches', async () => {
    mockApi.listPayouts({ rows: [], total: 0 });
    renderAt('/payouts?q=nothing');
    expect(await screen.findByText('No payouts found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by ID, Booking or Bank...' })).toHaveValue('nothing');
  });

  it('says when the list failed and retries', async () => {
    mockApi.listPayouts(inTurn(NETWORK_ERROR, { rows, total: 2 }));
    renderAt('/payouts');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('#1001')).toBeInTheDocument();
    expect(screen.queryByText('Could not load payouts.')).not.toBeInTheDocument();
  });

  it('searches, sorts and pages through the server, keeping the state in the URL', async () => {
    const list = mockApi.listPayouts({ rows, total: 25 });
    renderAt('/payouts');
    await screen.findByText('#1001');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by ID, Booking or Bank...' }), 'meezan');
    await waitFor(() => expect(list.last().query).toEqual({ page: '1', pageSize: '10', q: 'meezan', sort: 'due_desc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Amount (High to low)' }));
    await waitFor(() => expect(list.last().query).toEqual({ page: '1', pageSize: '10', q: 'meezan', sort: 'amount_desc' }));
    await screen.findByText('#1001');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(list.last().query).toEqual({ page: '3', pageSize: '10', q: 'meezan', sort: 'amount_desc' }));
    expect(new URL(currentLocation()!, 'http://x').searchParams.get('page')).toBe('3');
  });

  it("saves as payouts.csv the server's CSV of every payout matching the search and sort", async () => {
    mockApi.listPayouts({ rows: rows.slice(0, 1), total: 2 });
    const text =
      "ID,Due on,Booking ID,Amount,Processed on,From,Status,Bank\r\n#1001,2026-03-05,#2001,12500,,BANK TRANSFER,pending,'=HYPERLINK()\r\n";
    const csv = mockApi.downloadPayoutsCsv(text);
    const saved = captureDownloads();
    renderAt('/payouts?q=bank&sort=amount_asc');
    await screen.findByText('#1001');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csv.last().query).toEqual({ q: 'bank', sort: 'amount_asc' });
    expect(saved[0]!.name).toBe('payouts.csv');
    expect(await saved[0]!.blob.text()).toBe(text);
  });

  it('says so when the file cannot be had', async () => {
    mockApi.listPayouts({ rows: rows.slice(0, 1), total: 1 });
    mockApi.downloadPayoutsCsv(NETWORK_ERROR);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/payouts');
    await screen.findByText('#1001');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Could not download payouts. Please try again.')).toBeInTheDocument();
  });

  it("opens a payout's statement from its row", async () => {
    mockApi.listPayouts({ rows, total: 2 });
    renderAt('/payouts');
    await userEvent.click(await screen.findByText('#1001'));
    expect(currentLocation()).toBe(paths.payoutStatement(rows[0]!.payout_id));
  });

  it("saves the chosen ended month's statement as the server's PDF or CSV", async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-15T12:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    mockApi.listPayouts({ rows, total: 2 });
    const pdf = mockApi.downloadMonthlyStatementPdf('%PDF-1.3 statement');
    const csv = mockApi.downloadMonthlyStatementCsv('Payout ID,Due on\r\n');
    const saved = captureDownloads();
    renderAt('/payouts');
    const month = screen.getByRole('combobox', { name: 'Statement month' });
    expect(month).toHaveValue('2026-02');
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(0, 3),
    ).toEqual(['February 2026', 'January 2026', 'December 2025']);
    await userEvent.selectOptions(month, '2026-01');
    await userEvent.click(screen.getByRole('button', { name: 'Statement PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(pdf.last().query).toEqual({ month: '2026-01' });
    expect(saved[0]!.name).toBe('statement-2026-01.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Statement CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(csv.last().query).toEqual({ month: '2026-01' });
    expect(saved[1]!.name).toBe('statement-2026-01.csv');
    jest.useRealTimers();
  });

  it('says so when the statement cannot be had', async () => {
    mockApi.listPayouts({ rows, total: 2 });
    mockApi.downloadMonthlyStatementPdf(NETWORK_ERROR);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/payouts');
    await userEvent.click(screen.getByRole('button', { name: 'Statement PDF' }));
    expect(await screen.findByText('Could not download the statement. Please try again.')).toBeInTheDocument();
  });
});

describe('My Payouts in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('leaves no text outside the i18n layer (pseudo-locale)', async () => {
    await switchToPseudoLocale();
    mockApi.listPayouts({ rows, total: 2 });
    const { container } = renderAt('/payouts');
    await screen.findByText('#1002');
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it('shows the table in Urdu, the bank isolated as data', async () => {
    await applyLanguage('ur');
    mockApi.listPayouts({ rows, total: 2 });
    renderAt('/payouts');
    expect(screen.getByRole('heading', { name: 'میری ادائیگیاں' })).toBeInTheDocument();
    await screen.findByText('#1002');
    const table = screen.getByRole('table', { name: 'ادائیگیاں' });
    expect(within(table).getByRole('columnheader', { name: 'واجب الادا تاریخ' })).toBeInTheDocument();
    expect(within(table).getByText('زیرِ التوا')).toBeInTheDocument();
    expect(within(table).getByText('بینک ٹرانسفر')).toBeInTheDocument();
    expect(within(table).getByText('Meezan Bank').tagName).toBe('BDI');
    // The statement's PDF and CSV stay in English (ADR 0025): said beside the downloads.
    const monthly = screen.getByRole('region', { name: 'ماہانہ گوشوارہ' });
    expect(within(monthly).getByText('گوشوارے کی پی ڈی ایف اور سی ایس وی فائلیں انگریزی میں ہیں۔')).toBeInTheDocument();
  });
});
