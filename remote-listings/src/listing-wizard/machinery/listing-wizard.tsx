import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';

import { listingQueries } from '@portal/api';
import { type Listing, paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Center, Page, Spinner, Stack, Text, toast } from '@portal/ui';

import { useWizardStrings, wizardText } from '../../strings/wizard-strings';
import { EditNotice } from './edit-notice';
import { formValuesOf, initialValues } from './listing-values';
import { LoadFailure } from './load-failure';
import { WizardBody } from './wizard-body';
import { type ListingWizardDefinition, messagesOf } from './wizard-definition';

export interface ListingWizardProps {
  definition: ListingWizardDefinition;
  mode: 'create' | 'edit';
  /** The listing to edit; null in create mode (or an edit address that names none). */
  listingId: string | null;
}

/** A wizard in create or edit mode (spec section 4): an edit loads the listing first. */
export function ListingWizard({ definition, mode, listingId }: ListingWizardProps) {
  const { t, say } = useWizardStrings();
  const title = t(mode === 'edit' ? 'page.edit' : 'page.new', { noun: say(definition.noun) });
  return (
    <Page title={title}>
      {mode === 'create' ? (
        <WizardBody definition={definition} initial={initialValues(definition)} listingId={null} />
      ) : (
        <EditWizard definition={definition} listingId={listingId} />
      )}
    </Page>
  );
}

function EditWizard({ definition, listingId }: { definition: ListingWizardDefinition; listingId: string | null }) {
  const token = useSession((s) => s.token);
  const messages = messagesOf(definition);
  const { t, say } = useWizardStrings();
  const query = useQuery({ ...listingQueries.detail(listingId ?? ''), enabled: listingId !== null && token !== null });
  const listing = query.data;
  useLoadedToast(listing?.listing_type === definition.type ? listing : undefined);

  if (!token && definition.editNeedsLogin) return <LoginRedirect />;
  if (listingId === null) return <LoadFailure message={say(messages.loadFailed)} error={null} />;
  if (query.isError) return <LoadFailure message={say(messages.loadFailed)} error={query.error} onRetry={() => void query.refetch()} />;
  if (!listing) {
    return (
      <Center py="16">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="teal.600" aria-hidden />
          <Text role="status">{t('page.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  // An edit address of another type's wizard: the listing opens in its own.
  if (listing.listing_type !== definition.type)
    return <Navigate replace to={paths.listingEdit(listing.listing_type, listing.listing_id)} />;
  return (
    <Stack gap="4">
      <EditNotice listing={listing} />
      <WizardBody definition={definition} initial={formValuesOf(listing, definition)} listingId={listing.listing_id} />
    </Stack>
  );
}

/** The spec's toast once the listing is in the form, once per listing shown. */
function useLoadedToast(listing: Listing | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!listing || shown.current === listing.listing_id) return;
    shown.current = listing.listing_id;
    toast.success(wizardText().t('messages.loaded'));
  }, [listing]);
}

/** Editing an activity or experience without a session: the spec's message, then the sign-in page. */
function LoginRedirect() {
  useEffect(() => {
    toast.error(wizardText().t('messages.loginToEdit'));
  }, []);
  return <Navigate replace to={paths.login} />;
}
