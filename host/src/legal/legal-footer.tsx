import { Link as RouterLink } from 'react-router-dom';

import { HStack, Link } from '@portal/ui';

import { legalPages } from './legal-pages';

export function LegalFooter() {
  return (
    <HStack as="footer" gap="4" mt="6" wrap="wrap" justify="center" fontSize="sm">
      {legalPages.map((page) => (
        <Link key={page.path} asChild color="gray.600">
          <RouterLink to={page.path}>{page.title}</RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
