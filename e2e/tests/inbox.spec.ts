import type { APIRequestContext } from '@playwright/test';

import { paths } from '@portal/contracts';

import { API, type ApiSession, apiSession, expect, openSignedIn, signedInAsDemo, test, urlEnding } from './fixtures';

interface ChatItem {
  booking: { booking_id: string; booking_number: number; tour_name: string };
  customer: { full_name: string };
  message_text: string;
  unread_count: number;
}

interface Message {
  message_text: string;
  message_file: string | null;
}

const chats = (session: ApiSession) => session.get<ChatItem[]>(`/chatting/user/${session.userId}`);

/** A booking that has a customer account and no conversation yet. */
async function bookingWithoutConversation(request: APIRequestContext, session: ApiSession) {
  const talked = new Set((await chats(session)).map((chat) => chat.booking.booking_id));
  const reply = await request.get(`${API}/bookings/customer`, { headers: session.headers, params: { tab: 'upcoming', pageSize: '50' } });
  const rows = (await reply.json()) as { booking_id: string; customer_id: string | null; customer_name: string }[];
  const booking = rows.find((row) => row.customer_id && !talked.has(row.booking_id));
  if (!booking) throw new Error('The demo data has no upcoming booking without a conversation');
  return booking;
}

/** A 1×1 PNG, as a person would attach a photo. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f5d5d80000000049454e44ae426082',
  'hex',
);

// Every journey here starts signed in as the demo supplier; signing in is signup's and shell's.
test.use(signedInAsDemo);

test.describe('My Inbox', () => {
  test('opens the first conversation; choosing an unread one loads its messages and reads it', async ({ page, request }) => {
    const session = await apiSession(request);
    const [first, ...rest] = await chats(session);
    const unread = rest.find((chat) => chat.unread_count > 0);
    expect(unread, 'the demo data has unread conversations').toBeTruthy();
    await openSignedIn(page, paths.dashboard);
    await page.getByRole('link', { name: 'Messages' }).first().click();

    await expect(page).toHaveURL(urlEnding(paths.inboxConversation(first!.booking.booking_id)));
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('log', { name: `Conversation with ${first!.customer.full_name}` })).toContainText(first!.message_text);

    const list = page.getByRole('list', { name: 'Conversations' });
    const item = list.getByRole('button', { name: new RegExp(unread!.customer.full_name) });
    await expect(item.getByLabel(`${unread!.unread_count} unread`)).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`booking=${unread!.booking.booking_id}$`));
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('log', { name: `Conversation with ${unread!.customer.full_name}` })).toContainText(unread!.message_text);
    // Read now: the badge goes, rather than turning into a grey 0.
    await expect(item.getByLabel(/unread/)).toHaveCount(0);
    await expect
      .poll(async () => (await chats(session)).find((chat) => chat.booking.booking_id === unread!.booking.booking_id)!.unread_count)
      .toBe(0);
  });

  test('a sent message and a photo are added to the thread, the box is cleared, and both are kept', async ({ page, request }) => {
    const session = await apiSession(request);
    const [, second] = await chats(session);
    await openSignedIn(page, `${paths.inbox}?booking=${second!.booking.booking_id}`);
    const log = page.getByRole('log', { name: `Conversation with ${second!.customer.full_name}` });
    await expect(log).toContainText(second!.message_text);

    const text = `Pickup confirmed for 6 am, ${Date.now()}`;
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await expect(log).toContainText(text);
    await expect(box).toHaveValue('');

    await page.getByLabel('Attachment').setInputFiles({ name: 'meeting-point.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('meeting-point.png')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByRole('img')).toHaveCount(1);
    await expect(page.getByText('meeting-point.png')).toBeHidden();

    await page.reload();
    await expect(log).toContainText(text);
    await expect(log.getByRole('img')).toHaveCount(1);
    const stored = await session.get<Message[]>(`/messages/booking/${second!.booking.booking_id}`);
    expect(stored.at(-2)!.message_text).toBe(text);
    // Attachments are private: answered as signed links, which the browser shows.
    expect(stored.at(-1)!.message_file).toMatch(/\.png\?expires=\d+&signature=[\w-]+$/);
    await expect(log.getByRole('img')).toHaveJSProperty('naturalWidth', 1);
    // The conversation now leads the list, with what was sent last.
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByRole('button').first()).toContainText(second!.customer.full_name);
  });

  test("Booking Info's Send a message opens that booking's conversation, and the first message starts it", async ({ page, request }) => {
    const session = await apiSession(request);
    const booking = await bookingWithoutConversation(request, session);
    await openSignedIn(page, paths.bookingInfo(booking.booking_id));
    await page.getByRole('button', { name: 'Send a message' }).click();

    await expect(page).toHaveURL(urlEnding(paths.inboxConversation(booking.booking_id)));
    await expect(page.getByText('No messages yet. Write the first one.')).toBeVisible();
    const text = 'Assalam o Alaikum! Your trip is confirmed.';
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log')).toContainText(text);
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(list.getByRole('button', { name: new RegExp(booking.customer_name) }).first()).toHaveAttribute('aria-current', 'true');
    expect((await chats(session))[0]!.booking.booking_id).toBe(booking.booking_id);
  });

  test('on a small screen the conversation list slides in and closes when one is chosen', async ({ page, request }) => {
    const session = await apiSession(request);
    const [first, second] = await chats(session);
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, paths.inbox);
    await expect(page).toHaveURL(new RegExp(`booking=${first!.booking.booking_id}$`));
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeHidden();

    await page.getByRole('button', { name: 'Conversations' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await drawer.getByRole('button', { name: new RegExp(second!.customer.full_name) }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`booking=${second!.booking.booking_id}$`));
    await expect(page.getByRole('log', { name: `Conversation with ${second!.customer.full_name}` })).toBeVisible();
  });
});
