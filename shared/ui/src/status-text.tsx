import { Text } from '@chakra-ui/react';

export type StatusTone = 'green' | 'red' | 'orange' | 'blue' | 'yellow' | 'gray';

const toneColor: Record<StatusTone, string> = {
  green: 'green.600', red: 'red.600', orange: 'orange.500', blue: 'blue.600', yellow: 'yellow.600', gray: 'gray.500',
};

/** A status word in the colour the spec gives it. */
export function StatusText({ tone, children }: { tone: StatusTone; children: string }) {
  return <Text as="span" fontWeight="semibold" textTransform="capitalize" color={toneColor[tone]}>{children}</Text>;
}
