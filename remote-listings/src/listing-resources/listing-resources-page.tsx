import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { resourceMutations, resourceQueries } from '@portal/api';
import type { Resource } from '@portal/contracts';
import { Box, Heading, HStack, LoadError, Page, Spinner, Stack, Text, toast } from '@portal/ui';

import { BulkAvailabilityButton } from '../common/bulk-availability/bulk-availability-dialog';
import { DeleteResourceDialog } from './delete-resource-dialog';
import { ResourceForm } from './resource-form';
import { ResourceItem } from './resource-item';

function ResourceList({ onDelete }: { onDelete: (resource: Resource) => void }) {
  const { data: resources, error, refetch } = useQuery(resourceQueries.list());
  if (error && !resources) return <LoadError message="Could not load your resources." onRetry={() => void refetch()} />;
  if (!resources) {
    return (
      <HStack gap="3" color="gray.600" py="6" justify="center">
        <Spinner size="sm" />
        <Text>Loading resources...</Text>
      </HStack>
    );
  }
  if (resources.length === 0) return <Text color="gray.600">No shared resources yet.</Text>;
  return (
    <Stack as="ul" gap="3" aria-label="Resources">
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
  const create = useMutation(resourceMutations.create());
  const [deleting, setDeleting] = useState<Resource | null>(null);
  return (
    <Page title="Shared resources" actions={<BulkAvailabilityButton />}>
      <Stack gap="5">
        <Text color="gray.600">
          Jeeps, guides or rooms that several of your listings share: on any day they sell no more than you have.
        </Text>
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h2" size="sm" mb="3">
            New resource
          </Heading>
          <ResourceForm
            label="New resource"
            defaults={{ name: '', units: '' }}
            submitLabel="Add resource"
            onSubmit={async (request) => {
              await create.mutateAsync(request);
              toast.success(`${request.name} added.`);
            }}
          />
        </Box>
        <ResourceList onDelete={setDeleting} />
      </Stack>
      <DeleteResourceDialog resource={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
