import type { APIRequestContext } from '@playwright/test';

import { paths } from '@portal/contracts';

import { admin, API, type ApiSession, apiSession, expect, openSignedIn, pageOf, signedInAsDemo, test, urlEnding } from './fixtures';

interface Ticket {
  ticket_id: string;
  ticket_number: number;
  subject: string;
  status: string;
}

/** A page of GET /support/my-tickets as the server answers it: rows and the X-Total-Count. */
async function tickets(request: APIRequestContext, session: ApiSession, query: Record<string, string>) {
  const reply = await request.get(`${API}/support/my-tickets`, { headers: session.headers, params: query });
  expect(reply.ok()).toBeTruthy();
  return pageOf<Ticket>(reply);
}

const CLOSED_NOTICE = 'This request is closed for comments. You can create a follow-up.';

// Every journey here starts signed in as the demo supplier; signing in is signup's and shell's.
test.use(signedInAsDemo);

test.describe('Support', () => {
  test('tabs, sort and search show the server’s tickets; a row opens the ticket', async ({ page, request }) => {
    const session = await apiSession(request);
    await openSignedIn(page, paths.dashboard);
    await page.getByRole('link', { name: 'Support' }).first().click();
    await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Support tickets' });
    const firstRow = table.getByRole('row').nth(1);

    const open = await tickets(request, session, { tab: 'open' });
    await expect(page.getByText(`Showing ${open.rows.length} of ${open.total}`)).toBeVisible();
    await expect(firstRow).toContainText(open.rows[0]!.subject);

    const oldest = await tickets(request, session, { tab: 'open', sort: 'oldest' });
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest First' });
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(firstRow).toContainText(oldest.rows[0]!.subject);

    await page.getByRole('tab', { name: 'Closed' }).click();
    await expect(page).toHaveURL(/tab=closed/);
    const closed = await tickets(request, session, { tab: 'closed', sort: 'oldest' });
    await expect(page.getByText(`Showing ${closed.rows.length} of ${closed.total}`)).toBeVisible();
    await expect(firstRow).toContainText(closed.rows[0]!.subject);

    const target = closed.rows.at(-1)!;
    await page.getByRole('searchbox').fill(target.subject.toUpperCase());
    await expect(page).toHaveURL(/q=/);
    await expect(firstRow).toContainText(target.subject);
    await firstRow.click();
    await expect(page).toHaveURL(urlEnding(paths.ticketDetail(target.ticket_id)));
    await expect(page.getByRole('heading', { name: target.subject })).toBeVisible();
    await expect(page.getByText(CLOSED_NOTICE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Response' })).toHaveCount(0);
  });

  test('a ticket is opened with an attachment, answered by the team, answered back and closed', async ({ page, request }) => {
    const session = await apiSession(request);
    await openSignedIn(page, paths.support);
    await page.getByRole('link', { name: 'Open Ticket' }).click();
    await expect(page).toHaveURL(urlEnding(paths.openTicket));

    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(page.getByText('Subject is required.')).toBeVisible();
    await expect(page.getByText('Description is required.')).toBeVisible();

    const subject = `Jeep permit for Fairy Meadows ${Date.now()}`;
    await page.getByLabel('Related to').selectOption('Bookings');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('Do we need a separate jeep permit from Raikot Bridge for a group of eight?');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'group-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% group list\n') });
    // Stored once it has a Remove button (the upload runs as soon as the file is chosen).
    await expect(page.getByRole('button', { name: /^Remove .*\.pdf$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Ticket' }).click();

    await expect(page).toHaveURL(/\/support\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByRole('link', { name: /\.pdf$/ })).toBeVisible();
    // The attachment is private: its signed link opens it as a download; its bare address does not.
    const link = (await page.getByRole('link', { name: /\.pdf$/ }).getAttribute('href'))!;
    const file = await request.get(link);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toBe('attachment');
    expect((await request.get(link.split('?')[0]!)).status()).toBe(404);
    const [opened] = (await tickets(request, session, { tab: 'open', q: subject })).rows;
    expect(opened!.subject).toBe(subject);

    await admin(
      'answer-ticket',
      String(opened!.ticket_number),
      'Yes, the permit is issued at Raikot Bridge; we have added it to your booking.',
    );
    await page.reload();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation).toContainText('Admin Response');
    await expect(conversation).toContainText('the permit is issued at Raikot Bridge');

    await page.getByLabel('Admin Response').fill('Thank you, that helps.');
    await page.getByRole('button', { name: 'Add Response' }).click();
    await expect(conversation).toContainText('Thank you, that helps.');
    await expect(page.getByLabel('Admin Response')).toHaveValue('');

    await page.getByRole('button', { name: 'Close Ticket' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, close ticket' }).click();
    await expect(page).toHaveURL(urlEnding(paths.support));
    const [closed] = (await tickets(request, session, { tab: 'closed', q: subject })).rows;
    expect(closed!.status).toBe('closed');

    await page.goto(paths.closedTicket);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByText(CLOSED_NOTICE)).toBeVisible();
    await page.getByRole('link', { name: 'Create a follow-up' }).click();
    await expect(page).toHaveURL(/\/open-ticket\?follow_up=/);
    await expect(page.getByLabel('Subject')).toHaveValue(`Follow-up: ${subject}`);
  });

  test('/support/ticket shows the latest open ticket', async ({ page, request }) => {
    const session = await apiSession(request);
    const [latest] = (await tickets(request, session, { tab: 'open', sort: 'newest', pageSize: '1' })).rows;
    await openSignedIn(page, paths.openTicketSample);
    await expect(page.getByRole('heading', { name: latest!.subject })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close Ticket' })).toBeVisible();
  });
});
