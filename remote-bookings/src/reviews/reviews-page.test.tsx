import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, REPLY_LENGTH_MESSAGE, REVIEW_REPLY_MAX_LENGTH } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import { apiFailure, inTurn, mockApi, type MockCalls, MY_SUPPLIER, renderWithProviders, review, reviewSummary } from '@portal/testing';

import { ReviewsPage } from './reviews-page';
const answered = review({
  review_id: 'r2',
  rating: 5,
  customer: { fullName: 'Bilal Ahmed' },
  review_text: 'Great trek',
  listing_type: 'trek',
  reply_text: 'Thank you Bilal!',
  replied_at: '2026-03-06T09:00:00.000Z',
});

const renderAt = (url: string) => renderWithProviders(<ReviewsPage />, { route: url });
let summaryCalls: MockCalls<'getReviewSummary'>;

beforeEach(() => {
  summaryCalls = mockApi.getReviewSummary(reviewSummary());
});

describe('My Reviews', () => {
  it('shows the summary from the server and the review cards with stars, date, text, customer and booking', async () => {
    mockApi.listReviews({ rows: [review({}), answered], total: 14 });
    renderAt(paths.reviews);
    expect(screen.getByText('Loading reviews...')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Review summary' });
    expect(within(summary).getByText('4.3')).toBeInTheDocument();
    expect(within(summary).getByText('21 Reviews')).toBeInTheDocument();
    expect(within(summary).getByLabelText('5 stars: 12')).toBeInTheDocument();
    expect(within(summary).getByLabelText('1 stars: 1')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('5 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByText('Lovely trip to Hunza')).toBeInTheDocument();
    expect(within(card).getByText('Booking #2001')).toBeInTheDocument();
    const replied = screen.getByRole('article', { name: 'Review by Bilal Ahmed' });
    expect(within(replied).getByText('Thank you Bilal!')).toBeInTheDocument();
    expect(within(replied).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 14')).toBeInTheDocument();
    expect(summaryCalls.last().params.supplierId).toBe(MY_SUPPLIER);
  });

  it('shows the empty text, and an error with a retry when loading fails', async () => {
    mockApi.listReviews(inTurn(apiFailure(500, 'boom'), { rows: [], total: 0 }));
    renderAt(paths.reviews);
    expect(await screen.findByText('Could not load reviews.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reviews found.')).toBeInTheDocument();
    expect(screen.queryByText('Could not load reviews.')).not.toBeInTheDocument();
  });

  it('asks the server for unanswered, type, search, sort and page', async () => {
    mockApi.getListingTypes(['tour', 'trek']);
    const list = mockApi.listReviews({ rows: [review({})], total: 30 });
    renderAt(paths.reviews);
    await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(screen.getByRole('button', { name: 'Unanswered' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Treks');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    await userEvent.type(screen.getByRole('searchbox'), 'hunza{Enter}');
    await waitFor(() =>
      expect(list.last().query).toEqual({ page: '1', pageSize: '12', q: 'hunza', filter: 'unanswered', type: 'trek', sort: 'oldest' }),
    );
    expect(list.last().params.supplierId).toBe(MY_SUPPLIER);
    expect(screen.getByRole('button', { name: 'Unanswered' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(list.last().query).toMatchObject({ page: '2', filter: 'unanswered' }));
  });

  it('filters by the listing types the supplier has: a hotel with car rentals is offered rooms and cars, not tours', async () => {
    mockApi.getListingTypes(['car_rental', 'hotel']);
    const list = mockApi.listReviews({ rows: [review({})], total: 1 });
    renderAt(paths.reviews);
    await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All listings', 'Car rental', 'Hotel']),
    );
    await userEvent.selectOptions(filter, 'Hotel');
    await waitFor(() => expect(list.last().query).toMatchObject({ type: 'hotel' }));
  });

  it('validates the reply, posts it once and reloads so the reply shows', async () => {
    mockApi.listReviews(
      inTurn(
        { rows: [review({})], total: 1 },
        { rows: [review({ reply_text: 'Thanks Ayesha!', replied_at: '2026-03-07T09:00:00.000Z' })], total: 1 },
      ),
    );
    const reply = mockApi.replyToReview(review({ reply_text: 'Thanks Ayesha!' }));
    renderAt(paths.reviews);
    const card = await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ayesha Khan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(await within(dialog).findByText('Please write a reply.')).toBeInTheDocument();
    expect(reply.count).toBe(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your public reply/ }), '  Thanks Ayesha!  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(reply.count).toBe(1));
    expect(reply.last().params.id).toBe('r1');
    expect(reply.last().body).toEqual({ reply_text: 'Thanks Ayesha!' });
    expect(await screen.findByText('Thanks Ayesha!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('counts a reply in characters: 1,000 emoji are posted whole, 1,001 are refused', async () => {
    mockApi.listReviews({ rows: [review({})], total: 1 });
    const reply = mockApi.replyToReview(review({ reply_text: 'ok' }));
    renderAt(paths.reviews);
    const card = await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ayesha Khan' });
    const box = within(dialog).getByRole('textbox', { name: /Your public reply/ });
    // Each emoji is one character and two UTF-16 units.
    await userEvent.click(box);
    await userEvent.paste('🙏'.repeat(REVIEW_REPLY_MAX_LENGTH + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(await within(dialog).findByText(REPLY_LENGTH_MESSAGE)).toBeInTheDocument();
    expect(reply.count).toBe(0);
    await userEvent.clear(box);
    await userEvent.paste('🙏'.repeat(REVIEW_REPLY_MAX_LENGTH));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(reply.count).toBe(1));
    expect(reply.last().body).toEqual({ reply_text: '🙏'.repeat(REVIEW_REPLY_MAX_LENGTH) });
  });

  it('says so when the review was answered meanwhile', async () => {
    mockApi.listReviews({ rows: [review({})], total: 1 });
    mockApi.replyToReview(apiFailure(409, 'This review already has a reply.'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(paths.reviews);
    const card = await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Thanks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('This review already has a reply.')).toBeInTheDocument();
  });
});

describe('My Reviews in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('leaves no text of the page and the reply dialog outside the i18n layer (pseudo-locale)', async () => {
    await switchToPseudoLocale();
    mockApi.getListingTypes(['tour', 'trek']);
    mockApi.listReviews({ rows: [review({}), answered], total: 2 });
    const { baseElement } = renderAt(paths.reviews);
    await userEvent.click(await screen.findByRole('button', { name: /Répl/ }));
    await screen.findByRole('dialog');
    expect(untranslatedTexts(baseElement)).toEqual([]);
  });

  it("shows the reviews in Urdu, the customer's name isolated in the reply dialog's title", async () => {
    await applyLanguage('ur');
    mockApi.listReviews({ rows: [review({})], total: 1 });
    renderAt(paths.reviews);
    expect(screen.getByRole('heading', { name: 'میرے ریویوز' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'جواب دیں' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Ayesha Khan کو جواب دیں' })).toContainHTML('<bdi>Ayesha Khan</bdi>');
  });
});
