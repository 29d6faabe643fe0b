import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LISTING_TYPES, LISTING_TYPE_LABELS, paths } from '@portal/contracts';
import { Button, Flex, Icon, Portal } from '@portal/ui';
import { Menu } from '@portal/ui/lists';
import { BulkAvailabilityButton } from '../common/bulk-availability/bulk-availability-dialog';

/** Add Tour and Add Trek (spec section 2), and a menu reaching every type's create route. */
function AddButtons() {
  const navigate = useNavigate();
  return (
    <>
      <Button asChild colorPalette="teal"><RouterLink to={paths.listingCreate('tour')}>Add Tour</RouterLink></Button>
      <Button asChild colorPalette="teal"><RouterLink to={paths.listingCreate('trek')}>Add Trek</RouterLink></Button>
      <Menu.Root onSelect={(details) => navigate(details.value)}>
        <Menu.Trigger asChild>
          <Button variant="outline" bg="white">Add listing</Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {LISTING_TYPES.map((type) => (
                <Menu.Item key={type} value={paths.listingCreate(type)}>{LISTING_TYPE_LABELS[type]}</Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}

export function ListingHeaderActions({ onDownload, downloading }: { onDownload: () => void; downloading: boolean }) {
  return (
    <Flex gap="2" wrap="wrap">
      <AddButtons />
      <Button asChild variant="outline" bg="white"><RouterLink to={paths.listingResources}>Shared resources</RouterLink></Button>
      <BulkAvailabilityButton />
      <Button variant="outline" bg="white" onClick={onDownload} loading={downloading}>
        <Icon name="download" size={16} /> Download CSV
      </Button>
    </Flex>
  );
}
