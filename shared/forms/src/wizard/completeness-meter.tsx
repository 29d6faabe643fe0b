import { Box, Button, Heading, Stack, Text } from '@portal/ui';
import { Progress } from '@portal/ui/form-controls';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';

export interface CompletenessCheck {
  id: string;
  /** What is good when done: 'A cover photo'. */
  label: string;
  done: boolean;
  /** What to do while not done: 'Add at least five photos.' */
  hint: string;
  /** The step where it is done, for a link there. */
  stepIndex?: number;
}

export interface CompletenessMeterProps {
  title: string;
  checks: readonly CompletenessCheck[];
  onGoToStep?: (index: number) => void;
}

/** How complete a form is, by a few checks, with what is still weak and a way to each. */
export function CompletenessMeter({ title, checks, onGoToStep }: CompletenessMeterProps) {
  const done = checks.filter((check) => check.done).length;
  const percent = checks.length === 0 ? 100 : Math.round((done / checks.length) * 100);
  const weak = checks.filter((check) => !check.done);
  const t = useFormsWizardStrings();
  const total = checks.length;
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="3" bg="white">
      <Heading as="h2" size="sm" mb="1">
        {title}
      </Heading>
      <Progress.Root value={percent} size="sm" colorPalette={percent === 100 ? 'green' : 'orange'}>
        <Progress.Track aria-label={t('meter.progress', { title, done, total })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="gray.600" mt="1">
        {t('meter.done', { done, total })}
      </Text>
      {weak.length > 0 && (
        <Stack as="ul" gap="2" mt="2" listStyleType="none">
          {weak.map((check) => (
            <Box as="li" key={check.id} fontSize="sm">
              <Text>{check.hint}</Text>
              {check.stepIndex !== undefined && onGoToStep && (
                <Button
                  size="xs"
                  variant="plain"
                  px="0"
                  color="blue.700"
                  textDecoration="underline"
                  onClick={() => onGoToStep(check.stepIndex!)}
                >
                  {t('meter.fix', { label: check.label })}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
