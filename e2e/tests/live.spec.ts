import { paths } from '@portal/contracts';

import { admin, API, apiSession, expect, signInAt, test } from './fixtures';

/** Live updates (issue 38): what the marketplace does shows on an open screen without a reload. */

test("the team's approval shows Live on My Listings without a reload", async ({ page, request }) => {
  const session = await apiSession(request);
  const [original] = await session.get<{ listing_id: string }[]>('/listings/my-listings?pageSize=1');
  const copy = await request.post(`${API}/listings/${original!.listing_id}/duplicate`, { headers: session.headers });
  expect(copy.status(), await copy.text()).toBe(201);
  const { listing_id: listingId, title } = (await copy.json()) as { listing_id: string; title: string };
  await signInAt(page, paths.listingsSearch(title));
  const row = page.getByRole('row', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Live');
  admin('approve-listing', listingId);
  await expect(row).toContainText('Live');
});
