import { Link as RouterLink } from 'react-router-dom';

import { HStack, Link } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';
import { legalPages } from './legal-pages';

export function LegalFooter() {
  const t = useHostStrings();
  return (
    <HStack as="footer" gap="4" mt="6" wrap="wrap" justify="center" fontSize="sm">
      {legalPages.map((page) => (
        <Link key={page.path} asChild color="gray.600">
          <RouterLink to={page.path}>{t(`legal.${page.title}`)}</RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
