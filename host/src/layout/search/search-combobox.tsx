import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { searchQueries } from '@portal/api';
import { SEARCH_ERRORS, SEARCH_MIN_LENGTH } from '@portal/contracts';
import { Box, Input, Text } from '@portal/ui';

import { useHostStrings } from '../../strings/host-strings';
import { type SearchOption, searchOptionGroups } from './search-options';
import { SearchResults } from './search-results';

/** A pause in typing before the server is asked, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 250;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export interface SearchComboboxProps {
  /** What was typed before this code arrived (the header's plain box). */
  initialText?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /**
   * Take the focus on mounting unless something else has it: this box replaces the header's plain
   * box, which had the focus and lost it on leaving the page.
   */
  takeFocus?: boolean;
  /** After a result was chosen (the overlay closes). */
  onChosen?: () => void;
}

/**
 * The header's search as a WAI-ARIA combobox: the results of the supplier's data, grouped, in a
 * listbox under the box; arrows move through them, Enter opens one (the first when none is
 * picked), Escape closes the list and then clears the box.
 */
export function SearchCombobox({ initialText = '', inputRef, takeFocus = false, onChosen }: SearchComboboxProps) {
  const t = useHostStrings();
  const listboxId = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const q = useSettled(text.trim());
  const { data, isError, isPlaceholderData } = useQuery({ ...searchQueries.results(q), placeholderData: keepPreviousData });
  const typed = text.trim();
  const groups = data && typed.length >= SEARCH_MIN_LENGTH ? searchOptionGroups(data) : [];
  const options = groups.flatMap((group) => group.options);
  const current = !isPlaceholderData && q === typed;
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useLayoutEffect(() => {
    const elsewhere = document.activeElement !== null && document.activeElement !== document.body;
    if (takeFocus && !elsewhere) input.current?.focus();
  }, [takeFocus, input]);

  // The picked option stays in view in a long list (jsdom has no scrolling).
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    setText('');
    setActive(-1);
    void navigate(option.to);
    onChosen?.();
  };

  /** Down from the last option wraps to the first, up from the first (or from none) to the last. */
  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = options.length;
    if (count === 0) return;
    setActive((index) => (step === 1 ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(active >= 0 ? options[active] : current ? options[0] : undefined);
    } else if (event.key === 'Escape' && (expanded || text !== '')) {
      // The first Escape closes the list, the next clears the box; inside the overlay, the dialog's own Escape closes it.
      if (expanded) setOpen(false);
      else setText('');
      event.stopPropagation();
    }
  };

  return (
    <Box position="relative" w="full">
      <Input
        ref={input}
        type="text"
        role="combobox"
        aria-label={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        autoComplete="off"
        size="sm"
        bg="gray.50"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <SearchResults id={listboxId} groups={expanded ? groups : []} active={active} optionId={optionId} onChoose={choose} />
      {open && typed !== '' && options.length === 0 && (
        <Text
          role="status"
          position="absolute"
          top="full"
          insetX="0"
          mt="1"
          p="3"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          fontSize="sm"
          zIndex="dropdown"
        >
          {statusText({ typed, isError, settled: current && data !== undefined }, t)}
        </Text>
      )}
    </Box>
  );
}

/** What the list's place says when it has no results to show. */
function statusText(
  { typed, isError, settled }: { typed: string; isError: boolean; settled: boolean },
  t: ReturnType<typeof useHostStrings>,
): string {
  if (typed.length < SEARCH_MIN_LENGTH) return SEARCH_ERRORS.tooShort;
  if (isError) return t('header.searchFailed');
  return settled ? t('header.noResults', { typed }) : t('header.searching');
}
