import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { resourceMutations } from '@portal/api';
import type { Resource } from '@portal/contracts';
import { Box, Button, Heading, HStack, List, Stack, Text, toast } from '@portal/ui';

import { ResourceForm } from './resource-form';

const drawText = (link: Resource['listings'][number]) =>
  `${link.title}: ${link.units} per booking${link.people_per_unit ? ` for every ${link.people_per_unit} people` : ''}`;

/** One resource: its units and the listings drawing on it; renamed or resized in place, or deleted. */
export function ResourceItem({ resource, onDelete }: { resource: Resource; onDelete: (resource: Resource) => void }) {
  const [editing, setEditing] = useState(false);
  const update = useMutation(resourceMutations.update());
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      {editing ? (
        <ResourceForm
          label={`Edit ${resource.name}`}
          defaults={{ name: resource.name, units: String(resource.units) }}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (request) => {
            await update.mutateAsync({ resourceId: resource.resource_id, resource: request });
            toast.success(`${request.name} saved.`);
            setEditing(false);
          }}
        />
      ) : (
        <Stack gap="2">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="sm">{`${resource.name} · ${resource.units} ${resource.units === 1 ? 'unit' : 'units'}`}</Heading>
            <HStack gap="2">
              <Button size="sm" variant="outline" aria-label={`Edit ${resource.name}`} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Delete ${resource.name}`}
                onClick={() => onDelete(resource)}
              >
                Delete
              </Button>
            </HStack>
          </HStack>
          {resource.listings.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              No listing draws on it yet.
            </Text>
          ) : (
            <List.Root ps="5" fontSize="sm" aria-label={`Listings using ${resource.name}`}>
              {resource.listings.map((link) => (
                <List.Item key={link.listing_id}>{drawText(link)}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
    </Box>
  );
}
