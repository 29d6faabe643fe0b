import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { Box, Button, Flex, Grid, Heading, HStack, Progress, Stack, Text } from '@portal/ui';
import type { Wizard } from './use-wizard';

export interface WizardFormProps<TValues extends FieldValues> {
  wizard: Wizard<TValues>;
  /** 'progress': a bar above the step (sign-up); 'step-list': a side list to jump between steps (listing wizards). */
  navigation?: 'progress' | 'step-list';
  /** Accessible name of the progress bar or step list. */
  label: string;
  /** The last step's button; 'Submit' unless told. */
  submitLabel?: string;
  /** Replaces Back on the first step (e.g. a wizard whose first Back leaves it), otherwise Back is disabled there. */
  onBackFromFirst?: () => void;
  /** The current step's fields. */
  children: ReactNode;
}

/** The frame of a wizard: navigation, the step's heading, its fields, and Back / Next. */
export function WizardForm<TValues extends FieldValues>(props: WizardFormProps<TValues>) {
  const { wizard, navigation = 'progress', label, submitLabel = 'Submit', onBackFromFirst, children } = props;
  const body = (
    <Stack gap="5">
      <Heading as="h2" size="lg">{wizard.step.title}</Heading>
      {children}
      <HStack justify="space-between" pt="2">
        <Button
          variant="outline"
          onClick={wizard.isFirst ? onBackFromFirst : wizard.back}
          disabled={(wizard.isFirst && !onBackFromFirst) || wizard.submitting}
        >
          Back
        </Button>
        <Button type="submit" colorPalette="blue" loading={wizard.submitting}>
          {wizard.isLast ? submitLabel : 'Next'}
        </Button>
      </HStack>
    </Stack>
  );
  return (
    <FormProvider {...wizard.form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void wizard.next();
        }}
      >
        {navigation === 'progress' ? (
          <Stack gap="6">
            <WizardProgress wizard={wizard} label={label} />
            {body}
          </Stack>
        ) : (
          <Grid templateColumns={{ base: '1fr', md: '14rem 1fr' }} gap="6">
            <WizardStepList wizard={wizard} label={label} />
            {body}
          </Grid>
        )}
      </form>
    </FormProvider>
  );
}

function WizardProgress<TValues extends FieldValues>({ wizard, label }: { wizard: Wizard<TValues>; label: string }) {
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" color="gray.600" mb="1">
        <Text>{wizard.step.title}</Text>
        <Text>{`${wizard.progress}%`}</Text>
      </Flex>
      <Progress.Root value={wizard.progress} size="sm" colorPalette="blue">
        {/* The track carries role progressbar; its default name is only the percentage. */}
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

function WizardStepList<TValues extends FieldValues>({ wizard, label }: { wizard: Wizard<TValues>; label: string }) {
  return (
    <Stack as="nav" aria-label={label} gap="1">
      {wizard.steps.map((step, index) => (
        <Button
          key={step.id}
          variant={index === wizard.stepIndex ? 'subtle' : 'ghost'}
          justifyContent="flex-start"
          aria-current={index === wizard.stepIndex ? 'step' : undefined}
          onClick={() => wizard.goTo(index)}
        >
          {`${index + 1}. ${step.title}`}
        </Button>
      ))}
    </Stack>
  );
}
