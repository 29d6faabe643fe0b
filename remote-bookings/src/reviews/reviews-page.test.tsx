import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, getReviewSummary, listReviews, replyToReview } from '@portal/api';
import type { Review } from '@portal/contracts';
import { useSession } from '@portal/session';
import { PortalProviders } from '@portal/ui';
import { ReviewsPage } from './reviews-page';

jest.mock('@portal/api', () => ({
  ...jest.requireActual<object>('@portal/api'),
  listReviews: jest.fn(),
  getReviewSummary: jest.fn(),
  replyToReview: jest.fn(),
}));
const mockedList = jest.mocked(listReviews);
const mockedSummary = jest.mocked(getReviewSummary);
const mockedReply = jest.mocked(replyToReview);

const review = (overrides: Partial<Review>): Review => ({
  review_id: 'r1', rating: 4, created_at: '2026-03-05T09:00:00.000Z', review_text: 'Lovely trip to Hunza', customer: { fullName: 'Ayesha Khan' },
  booking_id: 'b1', booking_number: 2001, listing_type: 'tour', reply_text: null, replied_at: null, ...overrides,
});
const answered = review({ review_id: 'r2', rating: 5, customer: { fullName: 'Bilal Ahmed' }, review_text: 'Great trek', listing_type: 'trek',
  reply_text: 'Thank you Bilal!', replied_at: '2026-03-06T09:00:00.000Z' });

const renderAt = (url: string) =>
  render(<PortalProviders><MemoryRouter initialEntries={[url]}><ReviewsPage /></MemoryRouter></PortalProviders>);

// Rendering Chakra dialogs in jsdom on a busy two-core machine is slow.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.resetAllMocks();
  useSession.getState().signIn({ token: 't', userId: 'u1', supplierId: 's1' });
  mockedSummary.mockResolvedValue({ average: 4.3, count: 21, bars: { 5: 12, 4: 5, 3: 2, 2: 1, 1: 1 } });
});

describe('My Reviews', () => {
  it('shows the summary from the server and the review cards with stars, date, text, customer and booking', async () => {
    mockedList.mockResolvedValue({ rows: [review({}), answered], total: 14 });
    renderAt('/reviews');
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
    expect(mockedSummary).toHaveBeenCalledWith('s1');
  });

  it('shows the empty text, and an error with a retry when loading fails', async () => {
    mockedList.mockRejectedValueOnce(new ApiError(500, 'boom')).mockResolvedValue({ rows: [], total: 0 });
    renderAt('/reviews');
    expect(await screen.findByText('Could not load reviews.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reviews found.')).toBeInTheDocument();
    expect(screen.queryByText('Could not load reviews.')).not.toBeInTheDocument();
  });

  it('asks the server for unanswered, type, search, sort and page', async () => {
    mockedList.mockResolvedValue({ rows: [review({})], total: 30 });
    renderAt('/reviews');
    await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(screen.getByRole('button', { name: 'Unanswered' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Treks');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest First');
    await userEvent.type(screen.getByRole('searchbox'), 'hunza{Enter}');
    await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith('s1',
      { page: '1', pageSize: '12', q: 'hunza', filter: 'unanswered', type: 'trek', sort: 'oldest' }));
    expect(screen.getByRole('button', { name: 'Unanswered' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith('s1', expect.objectContaining({ page: '2', filter: 'unanswered' })));
  });

  it('validates the reply, posts it once and reloads so the reply shows', async () => {
    mockedList.mockResolvedValueOnce({ rows: [review({})], total: 1 })
      .mockResolvedValue({ rows: [review({ reply_text: 'Thanks Ayesha!', replied_at: '2026-03-07T09:00:00.000Z' })], total: 1 });
    mockedReply.mockResolvedValue(review({ reply_text: 'Thanks Ayesha!' }));
    renderAt('/reviews');
    const card = await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ayesha Khan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(await within(dialog).findByText('Please write a reply.')).toBeInTheDocument();
    expect(mockedReply).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your public reply/ }), '  Thanks Ayesha!  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(mockedReply).toHaveBeenCalledWith('r1', { reply_text: 'Thanks Ayesha!' });
    expect(await screen.findByText('Thanks Ayesha!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('says so when the review was answered meanwhile', async () => {
    mockedList.mockResolvedValue({ rows: [review({})], total: 1 });
    mockedReply.mockRejectedValue(new ApiError(409, 'This review already has a reply.'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/reviews');
    const card = await screen.findByRole('article', { name: 'Review by Ayesha Khan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Thanks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('This review already has a reply.')).toBeInTheDocument();
  });
});
