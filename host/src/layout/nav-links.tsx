import { NavLink, useLocation } from 'react-router-dom';

import { useSession } from '@portal/session';
import { Box, Icon, Text, VStack } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';
import { isActiveEntry, navEntriesFor } from './nav-entries';
import { UnreadMessages } from './unread-messages';

/** The navigation entries, as a narrow icon rail or as the drawer's wide list. */
export function NavLinks({ variant, onNavigate }: { variant: 'rail' | 'drawer'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const rail = variant === 'rail';
  const role = useSession((session) => session.role);
  const t = useHostStrings();
  return (
    <VStack as="ul" gap="1" align="stretch" listStyleType="none" p="0" m="0">
      {navEntriesFor(role).map((entry) => {
        const active = isActiveEntry(entry, pathname);
        return (
          <Box as="li" key={entry.to}>
            <NavLink to={entry.to} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
              <Box
                display="flex"
                flexDirection={rail ? 'column' : 'row'}
                alignItems="center"
                gap={rail ? '1' : '3'}
                px={rail ? '1' : '4'}
                py={rail ? '2' : '3'}
                position="relative"
                borderRadius="md"
                bg={active ? 'teal.solid' : 'transparent'}
                color={active ? 'white' : 'gray.700'}
                _hover={{ bg: active ? 'teal.solid' : 'teal.50' }}
              >
                <Icon name={entry.icon} size={rail ? 22 : 20} />
                <Text fontSize={rail ? '2xs' : 'sm'} fontWeight="medium">
                  {t(`nav.${entry.label}`)}
                </Text>
                {entry.countsUnreadMessages && <UnreadMessages rail={rail} />}
              </Box>
            </NavLink>
          </Box>
        );
      })}
    </VStack>
  );
}
