import { Navigate, useLocation } from 'react-router-dom';

import { listingTypeLabel, listingWizardTarget, paths } from '@portal/contracts';
import { Alert, Page } from '@portal/ui';

import { useWizardStrings } from '../strings/wizard-strings';
import { ListingWizard } from './machinery/listing-wizard';
import { LISTING_WIZARDS } from './wizards';

/**
 * Every wizard route of the host (routePatterns.listingWizard): the address says which wizard,
 * and whether it creates a listing or edits one (the id in the path, or ?id= / ?edit=true).
 */
export function ListingWizardPage() {
  const { pathname, search } = useLocation();
  const target = listingWizardTarget(pathname, search);
  const { t, say } = useWizardStrings();
  if (!target) return <Navigate replace to={paths.dashboard} />;
  const definition = LISTING_WIZARDS[target.type];
  if (!definition) {
    return (
      <Page title={t('page.typeListing', { type: say(listingTypeLabel(target.type)) })}>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('page.notAvailable')}</Alert.Title>
        </Alert.Root>
      </Page>
    );
  }
  // A new address is a new wizard: nothing of the previous listing's form stays.
  return (
    <ListingWizard
      key={`${target.type}/${target.mode}/${target.listingId}`}
      definition={definition}
      mode={target.mode}
      listingId={target.listingId}
    />
  );
}
