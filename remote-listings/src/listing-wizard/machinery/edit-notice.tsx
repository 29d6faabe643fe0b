import { type Listing, listingFieldLabel, REVIEW_HOURS } from '@portal/contracts';
import { Alert } from '@portal/ui';

/** What an edit will do to this listing, and the team's reason when it was refused. */
function noticeOf(listing: Listing): { status: 'info' | 'warning'; title: string; text?: string } | null {
  const review = listing.review;
  if (review?.decision === 'rejected' && review.reason) {
    const about = review.field ? ` (${listingFieldLabel(review.field)})` : '';
    return { status: 'warning', title: `The review team's note${about}: ${review.reason}`, text: 'Fix it and submit again.' };
  }
  if (listing.status === 'approved') {
    return {
      status: 'info',
      title: 'This listing is live.',
      text: `Your changes go under review (${REVIEW_HOURS.updated} hours); customers see the live version until they are approved.`,
    };
  }
  if (listing.status === 'edit_pending_review') {
    return {
      status: 'info',
      title: 'An edit of this listing is under review.',
      text: 'Submitting again replaces it; customers see the live version meanwhile.',
    };
  }
  return null;
}

export function EditNotice({ listing }: { listing: Listing }) {
  const notice = noticeOf(listing);
  if (!notice) return null;
  return (
    <Alert.Root status={notice.status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.title}</Alert.Title>
        {notice.text && <Alert.Description>{notice.text}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
