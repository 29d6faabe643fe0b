import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { supplierQueries } from '@portal/api';
import { LISTING_TYPES, type ListingType, listingTypesFor, paths, SUPPLIER_LISTING_TYPES } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, Flex, Icon, Portal } from '@portal/ui';
import { Menu } from '@portal/ui/lists';

import { BulkAvailabilityButton } from '../common/bulk-availability/bulk-availability-dialog';
import { typeWord } from '../common/listing-words';
import { useListingsStrings } from '../strings/listings-strings';

/** The spec's two Add buttons (section 2): they stay for every business. */
const SPEC_ADD_TYPES: readonly ListingType[] = ['tour', 'trek'];

/** The signed-in business's own listing types (tour operators' until its kind is known). */
function useOwnListingTypes(): { own: readonly ListingType[]; all: readonly ListingType[] } {
  const supplierId = useSession((session) => session.supplierId);
  const type = useQuery(supplierQueries.detail(supplierId)).data?.supplier_type;
  return type ? { own: SUPPLIER_LISTING_TYPES[type], all: listingTypesFor(type) } : { own: SPEC_ADD_TYPES, all: LISTING_TYPES };
}

function AddButton({ type, own }: { type: ListingType; own: boolean }) {
  const t = useListingsStrings();
  return (
    <Button asChild colorPalette="teal" variant={own ? 'solid' : 'outline'} bg={own ? undefined : 'white'}>
      <RouterLink to={paths.listingCreate(type)}>{t('myListings.add', { type: typeWord(type) })}</RouterLink>
    </Button>
  );
}

/**
 * The business's own listing types first (a hotel adds rooms, a rental cars and bikes), then the
 * spec's Add Tour and Add Trek, and a menu reaching every type's create route, own types on top.
 */
function AddButtons() {
  const t = useListingsStrings();
  const navigate = useNavigate();
  const { own, all } = useOwnListingTypes();
  const leading = [...own, ...SPEC_ADD_TYPES.filter((type) => !own.includes(type))];
  return (
    <>
      {leading.map((type) => (
        <AddButton key={type} type={type} own={own.includes(type)} />
      ))}
      <Menu.Root onSelect={(details) => navigate(details.value)}>
        <Menu.Trigger asChild>
          <Button variant="outline" bg="white">
            {t('myListings.addListing')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {all.map((type) => (
                <Menu.Item key={type} value={paths.listingCreate(type)}>
                  {typeWord(type)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}

export function ListingHeaderActions({ onDownload, downloading }: { onDownload: () => void; downloading: boolean }) {
  const t = useListingsStrings();
  return (
    <Flex gap="2" wrap="wrap">
      <AddButtons />
      <Button asChild variant="outline" bg="white">
        <RouterLink to={paths.listingResources}>{t('myListings.sharedResources')}</RouterLink>
      </Button>
      <BulkAvailabilityButton />
      <Button variant="outline" bg="white" onClick={onDownload} loading={downloading}>
        <Icon name="download" size={16} /> {t('myListings.downloadCsv')}
      </Button>
    </Flex>
  );
}
