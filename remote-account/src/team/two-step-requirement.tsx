import { useMutation, useQuery } from '@tanstack/react-query';

import { failureText, twoStepMutations, twoStepQueries } from '@portal/api';
import { LoadError, Stack, Text, toast } from '@portal/ui';
import { Switch } from '@portal/ui/form-controls';

import { LoadingPlaceholder } from '../common/loading-placeholder';
import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';

/** The owner's switch: every member signs in with two-step; those without it set it up at their next sign-in. */
export function TwoStepRequirement() {
  const t = useAccountStrings();
  const requirement = useQuery(twoStepQueries.requirement());
  const change = useMutation(twoStepMutations.require());
  const toggle = (required: boolean) =>
    change.mutate(required, {
      onSuccess: () => toast.success(t(required ? 'requirement.nowRequired' : 'requirement.noLongerRequired')),
      onError: (error) => toast.error(failureText(error, (m) => m, t('requirement.failed'))),
    });
  return (
    <SectionCard title={t('requirement.title')}>
      {requirement.isError && <LoadError message={t('requirement.loadFailed')} onRetry={() => void requirement.refetch()} />}
      {requirement.isPending && <LoadingPlaceholder height="40px" label={t('requirement.loading')} />}
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
            <Switch.Label>{t('requirement.label')}</Switch.Label>
          </Switch.Root>
          <Text color="gray.600" fontSize="sm">
            {t('requirement.lead')}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
