import { useMutation, useQuery } from '@tanstack/react-query';

import { failureText, twoStepMutations, twoStepQueries } from '@portal/api';
import { LoadError, Skeleton, Stack, Text, toast } from '@portal/ui';
import { Switch } from '@portal/ui/form-controls';

import { SectionCard } from '../common/section-card';

/** The owner's switch: every member signs in with two-step; those without it set it up at their next sign-in. */
export function TwoStepRequirement() {
  const requirement = useQuery(twoStepQueries.requirement());
  const change = useMutation(twoStepMutations.require());
  const toggle = (required: boolean) =>
    change.mutate(required, {
      onSuccess: () => toast.success(required ? 'Two-step sign-in is now required' : 'Two-step sign-in is no longer required'),
      onError: (error) => toast.error(failureText(error, (m) => m, 'Could not change the requirement.')),
    });
  return (
    <SectionCard title="Two-step sign-in">
      {requirement.isError && <LoadError message="Could not load the requirement." onRetry={() => void requirement.refetch()} />}
      {requirement.isPending && <Skeleton height="40px" aria-label="Loading the requirement" />}
      {requirement.data && (
        <Stack gap="2">
          <Switch.Root
            // The asked-for value while the server answers; the server's again if it refuses.
            checked={change.isPending ? change.variables : requirement.data.required}
            disabled={change.isPending}
            onCheckedChange={(details) => toggle(details.checked)}
            colorPalette="teal"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Require two-step sign-in for every member</Switch.Label>
          </Switch.Root>
          <Text color="gray.600" fontSize="sm">
            Members who have not set it up are asked to at their next sign-in.
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
