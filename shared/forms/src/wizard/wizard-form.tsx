import { type ReactNode, useEffect, useRef } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';

import { Box, Button, Flex, Grid, Heading, HStack, Stack, Text, TOAST_CLEAR_ATTRIBUTE } from '@portal/ui';
import { Progress } from '@portal/ui/form-controls';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import type { Wizard } from './use-wizard';
import { WizardStepList } from './wizard-step-list';

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
  /** The step list's last entry that is not a form step ('Trek Submitted'): shown, never chosen. */
  finalStepTitle?: string;
  /** Shown under the step list (e.g. how complete the form is). */
  aside?: ReactNode;
  /** Buttons beside Back and Next (e.g. a preview). */
  actions?: ReactNode;
  /** Why Next must wait (files still uploading): shown, and Next is off until it clears. */
  waitingFor?: string;
  /** The current step's fields. */
  children: ReactNode;
}

/** The frame of a wizard: navigation, the step's heading, its fields, and Back / Next. */
export function WizardForm<TValues extends FieldValues>(props: WizardFormProps<TValues>) {
  const {
    wizard,
    navigation = 'progress',
    label,
    submitLabel,
    onBackFromFirst,
    finalStepTitle,
    aside,
    actions,
    waitingFor,
    children,
  } = props;
  const heading = useStepFocus(wizard.stepIndex);
  const t = useFormsWizardStrings();
  const body = (
    <Stack gap="5" minW="0">
      <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
        {wizard.step.title}
      </Heading>
      {children}
      {waitingFor && (
        <Text fontSize="sm" color="gray.600" role="status">
          {waitingFor}
        </Text>
      )}
      {/* Toasts keep clear of Back and Next: one over Next pauses while the pointer aims at it and takes the click. */}
      <Flex justify="space-between" gap="3" pt="2" wrap="wrap" {...{ [TOAST_CLEAR_ATTRIBUTE]: '' }}>
        <Button
          variant="outline"
          onClick={wizard.isFirst ? onBackFromFirst : wizard.back}
          disabled={(wizard.isFirst && !onBackFromFirst) || wizard.submitting}
        >
          {t('back')}
        </Button>
        <HStack gap="3" wrap="wrap">
          {actions}
          <Button type="submit" colorPalette="teal" loading={wizard.submitting} disabled={Boolean(waitingFor)}>
            {wizard.isLast ? (submitLabel ?? t('submit')) : t('next')}
          </Button>
        </HStack>
      </Flex>
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
          // Beside the steps from md up; on a phone the aside comes after the step's fields, which come first.
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }}
            templateRows={{ md: 'auto 1fr' }}
            templateAreas={{ base: '"steps" "body" "aside"', md: '"steps body" "aside body"' }}
            columnGap="6"
            rowGap={{ base: '6', md: '4' }}
            alignItems="start"
          >
            <Box gridArea="steps" minW="0">
              <WizardStepList wizard={wizard} label={label} finalStepTitle={finalStepTitle} />
            </Box>
            <Box gridArea="body" minW="0">
              {body}
            </Box>
            {aside && (
              <Box gridArea="aside" minW="0">
                {aside}
              </Box>
            )}
          </Grid>
        )}
      </form>
    </FormProvider>
  );
}

/** Moves focus to the step's heading when the step changes (not on the first render), so keyboard and screen reader users start at the new step. */
function useStepFocus(stepIndex: number) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shown = useRef(stepIndex);
  useEffect(() => {
    if (shown.current === stepIndex) return;
    shown.current = stepIndex;
    heading.current?.focus();
  }, [stepIndex]);
  return heading;
}

function WizardProgress<TValues extends FieldValues>({ wizard, label }: { wizard: Wizard<TValues>; label: string }) {
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" color="gray.600" mb="1">
        <Text>{wizard.step.title}</Text>
        <Text>{`${wizard.progress}%`}</Text>
      </Flex>
      <Progress.Root value={wizard.progress} size="sm" colorPalette="teal">
        {/* The track carries role progressbar; its default name is only the percentage. */}
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
