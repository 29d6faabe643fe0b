import { Box, Flex, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/**
 * The frame of a screen inside the layout: its heading, optional actions, then the content.
 * `heading` shows the title with data isolated for bidi (a name in a <bdi>); the section is named by its heading.
 */
export function Page({
  title,
  heading,
  actions,
  children,
}: {
  title: string;
  heading?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  // Named by its heading, not by `title`: a name inside the heading stays isolated for bidi.
  return (
    <Box as="section" aria-labelledby={headingId} px={{ base: '4', md: '6' }} py="6" maxW="1400px" mx="auto">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
        <Heading as="h1" size="xl" id={headingId}>
          {heading ?? title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
