import { type Listing, listingFieldLabel } from '@portal/contracts';
import { Alert } from '@portal/ui';

import { useWizardStrings, type wizardText } from '../../strings/wizard-strings';

/** What an edit will do to this listing, and the team's reason when it was refused. */
function noticeOf(
  listing: Listing,
  { t, say }: ReturnType<typeof wizardText>,
): { status: 'info' | 'warning'; title: string; text?: string } | null {
  const review = listing.review;
  if (review?.decision === 'rejected' && review.reason) {
    const about = review.field ? ` (${say(listingFieldLabel(review.field))})` : '';
    return { status: 'warning', title: t('edit.note', { about, reason: review.reason }), text: t('edit.fixIt') };
  }
  if (listing.status === 'approved') {
    return {
      status: 'info',
      title: t('edit.live'),
      text: t('edit.liveText'),
    };
  }
  if (listing.status === 'edit_pending_review') {
    return {
      status: 'info',
      title: t('edit.pending'),
      text: t('edit.pendingText'),
    };
  }
  return null;
}

export function EditNotice({ listing }: { listing: Listing }) {
  const strings = useWizardStrings();
  const notice = noticeOf(listing, strings);
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
