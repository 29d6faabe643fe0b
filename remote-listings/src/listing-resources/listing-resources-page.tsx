import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { resourceMutations, resourceQueries } from '@portal/api';
import type { Resource } from '@portal/contracts';
import { Box, Heading, HStack, LoadError, Page, Spinner, Stack, Text, toast } from '@portal/ui';

import { BulkAvailabilityButton } from '../common/bulk-availability/bulk-availability-dialog';
import { useListingsStrings } from '../strings/listings-strings';
import { DeleteResourceDialog } from './delete-resource-dialog';
import { ResourceForm } from './resource-form';
import { ResourceItem } from './resource-item';

function ResourceList({ onDelete }: { onDelete: (resource: Resource) => void }) {
  const t = useListingsStrings();
  const { data: resources, error, refetch } = useQuery(resourceQueries.list());
  if (error && !resources) return <LoadError message={t('resources.loadFailed')} onRetry={() => void refetch()} />;
  if (!resources) {
    return (
      <HStack gap="3" color="gray.600" py="6" justify="center">
        <Spinner size="sm" />
        <Text>{t('resources.loading')}</Text>
      </HStack>
    );
  }
  if (resources.length === 0) return <Text color="gray.600">{t('resources.none')}</Text>;
  return (
    <Stack as="ul" gap="3" aria-label={t('resources.list')}>
      {resources.map((resource) => (
        <ResourceItem key={resource.resource_id} resource={resource} onDelete={onDelete} />
      ))}
    </Stack>
  );
}

/**
 * Shared resources (/listings/resources): what several listings draw on together (jeeps, guides),
 * so on any day they cannot sell more than the supplier has. Which listings use one is set in
 * each listing's availability.
 */
export function ListingResourcesPage() {
  const t = useListingsStrings();
  const create = useMutation(resourceMutations.create());
  const [deleting, setDeleting] = useState<Resource | null>(null);
  return (
    <Page title={t('resources.title')} actions={<BulkAvailabilityButton />}>
      <Stack gap="5">
        <Text color="gray.600">{t('resources.lead')}</Text>
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h2" size="sm" mb="3">
            {t('resources.new')}
          </Heading>
          <ResourceForm
            label={t('resources.new')}
            defaults={{ name: '', units: '' }}
            submitLabel={t('resources.add')}
            onSubmit={async (request) => {
              await create.mutateAsync(request);
              toast.success(t('resources.added', { name: request.name }));
            }}
          />
        </Box>
        <ResourceList onDelete={setDeleting} />
      </Stack>
      <DeleteResourceDialog resource={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
