import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { resourceMutations } from '@portal/api';
import type { Resource } from '@portal/contracts';
import { Box, Button, Heading, HStack, List, Stack, Text, toast } from '@portal/ui';

import { HiddenLabel, Phrase } from '../common/phrase';
import { useListingsStrings } from '../strings/listings-strings';
import { ResourceForm } from './resource-form';

/** 'Jeep safari: 2 per booking for every 4 people', the title isolated. */
function DrawText({ link }: { link: Resource['listings'][number] }) {
  const t = useListingsStrings();
  const text = link.people_per_unit
    ? t('resources.drawPeople', { title: '{{title}}', units: link.units, people: link.people_per_unit })
    : t('resources.draw', { title: '{{title}}', units: link.units });
  return <Phrase text={text} data={{ title: link.title }} />;
}

/** One resource: its units and the listings drawing on it; renamed or resized in place, or deleted. */
export function ResourceItem({ resource, onDelete }: { resource: Resource; onDelete: (resource: Resource) => void }) {
  const t = useListingsStrings();
  const [editing, setEditing] = useState(false);
  const id = resource.resource_id;
  const name = { name: resource.name };
  const update = useMutation(resourceMutations.update());
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      {editing ? (
        <ResourceForm
          label={t('resources.editNamed', { name: resource.name })}
          defaults={{ name: resource.name, units: String(resource.units) }}
          submitLabel={t('resources.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (request) => {
            await update.mutateAsync({ resourceId: resource.resource_id, resource: request });
            toast.success(t('resources.saved', { name: request.name }));
            setEditing(false);
          }}
        />
      ) : (
        <Stack gap="2">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="sm">
              <Phrase text={t('resources.heading', { name: '{{name}}', count: resource.units })} data={{ name: resource.name }} />
            </Heading>
            <HStack gap="2">
              <Button size="sm" variant="outline" aria-labelledby={`edit-${id}`} onClick={() => setEditing(true)}>
                {t('resources.edit')}
              </Button>
              <HiddenLabel id={`edit-${id}`} text={t('resources.editNamed', name)} />
              <Button size="sm" variant="outline" colorPalette="red" aria-labelledby={`delete-${id}`} onClick={() => onDelete(resource)}>
                {t('resources.delete')}
              </Button>
              <HiddenLabel id={`delete-${id}`} text={t('resources.deleteNamed', name)} />
            </HStack>
          </HStack>
          {resource.listings.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              {t('resources.unused')}
            </Text>
          ) : (
            <List.Root ps="5" fontSize="sm" aria-labelledby={`used-by-${id}`}>
              <HiddenLabel id={`used-by-${id}`} text={t('resources.usedBy', name)} />
              {resource.listings.map((link) => (
                <List.Item key={link.listing_id}>
                  <DrawText link={link} />
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
    </Box>
  );
}
