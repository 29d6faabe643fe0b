import { paths } from '@portal/contracts';

import { apiSession, expect, openSignedIn, signedInAsDemo, test } from './fixtures';

interface Review {
  review_id: string;
  rating: number;
  review_text: string;
  reply_text: string | null;
  customer: { fullName: string };
}
interface ReviewSummary {
  average: number;
  count: number;
  bars: Record<'1' | '2' | '3' | '4' | '5', number>;
}

// Every journey here starts signed in as the demo supplier; signing in is signup's and shell's.
test.use(signedInAsDemo);

test.describe('My Reviews', () => {
  test('the summary equals the reviews the server holds', async ({ page, request }) => {
    const session = await apiSession(request);
    const summary = await session.get<ReviewSummary>(`/reviews/supplier/${session.supplierId}/summary`);
    const reviews = await session.get<Review[]>(`/reviews/supplier/${session.supplierId}?pageSize=100`);
    expect(summary.count).toBe(reviews.length);
    const stars = reviews.reduce((sum, review) => sum + review.rating, 0);
    expect(summary.average).toBeCloseTo(stars / reviews.length, 1);

    await openSignedIn(page, paths.reviews);
    const block = page.getByRole('region', { name: 'Review summary' });
    await expect(block.getByText(summary.average.toFixed(1), { exact: true })).toBeVisible();
    await expect(block.getByText(`${summary.count} Reviews`)).toBeVisible();
    for (const rating of [5, 4, 3, 2, 1] as const) {
      const count = reviews.filter((review) => review.rating === rating).length;
      expect(summary.bars[rating]).toBe(count);
      await expect(block.getByLabel(`${rating} stars: ${count}`)).toBeVisible();
    }
  });

  test('a reply appears under the review and the review leaves unanswered', async ({ page, request }) => {
    const session = await apiSession(request);
    const unanswered = await session.get<Review[]>(`/reviews/supplier/${session.supplierId}?filter=unanswered&pageSize=100`);
    const target = unanswered[0]!;
    const replyText = `Thank you, ${target.customer.fullName}! We hope to host you again (${Date.now()}).`;

    await openSignedIn(page, paths.reviews);
    await page.getByRole('button', { name: 'Unanswered' }).click();
    await expect(page).toHaveURL(/filter=unanswered/);
    await expect(page.getByText(`Showing ${Math.min(12, unanswered.length)} of ${unanswered.length}`)).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card).toContainText(target.review_text);
    await card.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: `Reply to ${target.customer.fullName}` });
    await dialog.getByRole('button', { name: 'Post reply' }).click();
    await expect(dialog.getByText('Please write a reply.')).toBeVisible();
    await dialog.getByRole('textbox').fill(replyText);
    await dialog.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Reply posted')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(`of ${unanswered.length - 1}`)).toBeVisible();
    await expect(page.getByText(replyText)).toHaveCount(0);
    await page.getByRole('button', { name: 'All' }).click();
    const answered = page.getByRole('article').filter({ hasText: replyText });
    await expect(answered).toContainText(target.review_text);
    await expect(answered.getByRole('button', { name: 'Reply' })).toHaveCount(0);

    const after = await session.get<Review[]>(`/reviews/supplier/${session.supplierId}?filter=unanswered&pageSize=100`);
    expect(after.map((review) => review.review_id)).not.toContain(target.review_id);
  });
});
