import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { Box, Button, Heading, Text } from '@portal/ui';

import { useWizardStrings } from '../../strings/wizard-strings';
import type { SuccessText } from './wizard-definition';

/** After a successful submit: what happened, what comes next, and the way home (the step list is gone). */
export function SuccessScreen({ text, button }: { text: SuccessText; button: string }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const { say } = useWizardStrings();
  // The form the person was in is gone: start reading at the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: '6', md: '10' }} textAlign="center" maxW="2xl" mx="auto">
      <Heading as="h2" size="xl" mb="3" ref={heading} tabIndex={-1} outline="none">
        {say(text.heading)}
      </Heading>
      <Text color="gray.700" mb="6">
        {say(text.body)}
      </Text>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.dashboard}>{say(button)}</RouterLink>
      </Button>
    </Box>
  );
}
