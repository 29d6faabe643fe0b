import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@portal/contracts';
import { Box, Center, Heading, Link, Text } from '@portal/ui';
import { LegalFooter } from '../legal/legal-footer';

/** The frame of the account recovery screens: a card like the sign-in page's, with a way back to it. */
export function RecoveryLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Center minH="100vh" flexDirection="column" px="4" bg="gray.50">
      <Box as="main" w="full" maxW="sm" bg="white" p="8" borderRadius="xl" borderWidth="1px" shadow="sm">
        <Heading as="h1" size="xl" mb="1">{title}</Heading>
        <Text color="gray.700" mb="6">{intro}</Text>
        {children}
        <Text mt="6" fontSize="sm" textAlign="center">
          <Link asChild color="teal.700" fontWeight="medium">
            <RouterLink to={paths.login}>Back to sign in</RouterLink>
          </Link>
        </Text>
      </Box>
      <LegalFooter />
    </Center>
  );
}

/** A sentence the screen says after an action, announced to screen readers; `error` for a refusal. */
export function Notice({ status, children }: { status: 'success' | 'error'; children: ReactNode }) {
  return (
    <Box
      role={status === 'error' ? 'alert' : 'status'}
      bg={status === 'error' ? 'red.50' : 'green.50'}
      borderColor={status === 'error' ? 'red.300' : 'green.300'}
      color={status === 'error' ? 'red.900' : 'green.900'}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      mb="4"
    >
      {children}
    </Box>
  );
}
