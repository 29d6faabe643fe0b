import type { FieldValues } from 'react-hook-form';

import { Box, Button, Span, Text, VisuallyHidden } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import type { Wizard } from './use-wizard';

export interface WizardStepListProps<TValues extends FieldValues> {
  wizard: Wizard<TValues>;
  label: string;
  finalStepTitle?: string;
}

function ErrorMark() {
  const t = useFormsWizardStrings();
  return (
    <>
      <Span aria-hidden color="red.600" fontWeight="bold" ms="auto" ps="2">
        !
      </Span>
      <VisuallyHidden>{t('hasErrors')}</VisuallyHidden>
    </>
  );
}

/**
 * The side list of a listing wizard: every step, the current one marked, steps holding errors
 * flagged; any step can be chosen. A row that scrolls sideways on a phone, a column from md up.
 */
export function WizardStepList<TValues extends FieldValues>({ wizard, label, finalStepTitle }: WizardStepListProps<TValues>) {
  return (
    <Box as="nav" aria-label={label} overflowX={{ base: 'auto', md: 'visible' }} mx={{ base: '-1', md: '0' }} px={{ base: '1', md: '0' }}>
      <Box as="ol" display="flex" flexDirection={{ base: 'row', md: 'column' }} gap="1" listStyleType="none" pb={{ base: '1', md: '0' }}>
        {wizard.steps.map((step, index) => {
          const current = index === wizard.stepIndex;
          const invalid = wizard.invalidSteps.has(index);
          return (
            <li key={step.id}>
              <Button
                type="button"
                size="sm"
                width={{ md: 'full' }}
                variant={current ? 'subtle' : 'ghost'}
                colorPalette={invalid ? 'red' : current ? 'teal' : 'gray'}
                justifyContent="flex-start"
                whiteSpace="nowrap"
                aria-current={current ? 'step' : undefined}
                onClick={() => wizard.goTo(index)}
              >
                {`${index + 1}. ${step.title}`}
                {invalid && <ErrorMark />}
              </Button>
            </li>
          );
        })}
        {finalStepTitle && (
          <li>
            <Text
              fontSize="sm"
              color="gray.600"
              px="3"
              py="1.5"
              whiteSpace="nowrap"
            >{`${wizard.steps.length + 1}. ${finalStepTitle}`}</Text>
          </li>
        )}
      </Box>
    </Box>
  );
}
