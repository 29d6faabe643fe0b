import type { ReactNode } from 'react';

import { Card, Flex, Heading } from '@portal/ui';

/** A titled white panel: dashboard widgets and profile sections. */
export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
