import { Text } from '@chakra-ui/react';

export type StatusTone = 'green' | 'red' | 'orange' | 'blue' | 'yellow' | 'gray';

// Each at least 4.5:1 on white and on a hovered row (gray.100): WCAG 2.2 AA for text.
const toneColor: Record<StatusTone, string> = {
  green: 'green.fg',
  red: 'red.fg',
  orange: 'orange.fg',
  blue: 'blue.600',
  yellow: 'yellow.fg',
  gray: 'gray.600',
};

/** A status word in the colour the spec gives it. */
export function StatusText({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <Text as="span" fontWeight="semibold" textTransform="capitalize" color={toneColor[tone]}>
      {children}
    </Text>
  );
}
