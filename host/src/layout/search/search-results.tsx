import { Box, Text } from '@portal/ui';

import { useHostStrings } from '../../strings/host-strings';
import type { SearchOption, SearchOptionGroup } from './search-options';

export interface SearchResultsProps {
  id: string;
  /** Nothing to show: the listbox stays in the page, empty and hidden, for the box's aria-controls. */
  groups: SearchOptionGroup[];
  /** The index of the picked option among all groups' options, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SearchOption) => void;
}

/** The combobox's listbox: a group per kind of result, with its heading (WAI-ARIA APG's grouped listbox). */
export function SearchResults({ id, groups, active, optionId, onChoose }: SearchResultsProps) {
  const t = useHostStrings();
  // Each option's place among all groups' options, as the keyboard counts them.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, earlier) => sum + earlier.options.length, 0));
  return (
    <Box
      id={id}
      role="listbox"
      aria-label={t('header.searchResults')}
      hidden={groups.length === 0}
      position="absolute"
      top="full"
      insetX="0"
      mt="1"
      maxH="70vh"
      overflowY="auto"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      py="1"
      zIndex="dropdown"
    >
      {groups.map(({ group, heading, options }, g) => (
        <Box key={group} role="group" aria-labelledby={`${id}-${group}`}>
          <Text
            role="presentation"
            id={`${id}-${group}`}
            px="3"
            pt="2"
            pb="1"
            fontSize="xs"
            fontWeight="semibold"
            color="gray.600"
            textTransform="uppercase"
          >
            {heading}
          </Text>
          {options.map((option, i) => {
            const index = starts[g]! + i;
            const picked = index === active;
            return (
              <Box
                key={option.to}
                id={optionId(index)}
                role="option"
                aria-selected={picked}
                px="3"
                py="2"
                cursor="pointer"
                bg={picked ? 'teal.50' : undefined}
                _hover={{ bg: 'teal.50' }}
                // The box keeps the focus (and the list stays open) while the pointer chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
              >
                <Text fontSize="sm" fontWeight="medium" truncate>
                  <bdi>{option.label}</bdi>
                </Text>
                <Text fontSize="xs" color="gray.600" truncate>
                  {option.detail}
                </Text>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
