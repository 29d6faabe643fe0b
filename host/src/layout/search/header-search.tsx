import { useEffect, useRef, useState } from 'react';

import { Box, Icon, IconButton, Input, loadOnce, useResolved } from '@portal/ui';

import { useHostStrings } from '../../strings/host-strings';

// The results' code (the combobox, the query, the contracts it parses with) is no part of the
// shell's first load (ADR 0008): it downloads when a pointer or the focus reaches the box, or on
// Ctrl+K, and replaces the plain box, keeping what was typed. The overlay of small screens, with
// the dialog's code, the same way from its icon.
// Code that fails to download (the portal redeployed meanwhile) leaves the plain box, not an
// error page in place of the whole shell.
const loadCombobox = loadOnce(() => import(/* webpackChunkName: "header-search" */ './search-combobox').catch(() => null));
const loadOverlay = loadOnce(() => import(/* webpackChunkName: "search-overlay" */ './search-overlay').catch(() => null));
const preloadCombobox = () => void loadCombobox();
const preloadOverlay = () => void loadOverlay();

/** Chakra's md breakpoint, from which the header shows the box itself (below it, the icon). */
const BOX_SHOWN = '(min-width: 48rem)';
const boxShown = () => window.matchMedia?.(BOX_SHOWN).matches ?? true;

/** Ctrl+K (Cmd+K on a Mac) from anywhere in the portal. */
function useSearchShortcut(onShortcut: () => void) {
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The header's search box (the spec's placeholder Search...), or on a small screen its icon. */
export function HeaderSearch() {
  const t = useHostStrings();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [boxUsed, setBoxUsed] = useState(false);
  const [overlayUsed, setOverlayUsed] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const combobox = useResolved(boxUsed ? loadCombobox() : null);
  const overlay = useResolved(overlayUsed ? loadOverlay() : null);
  const openOverlay = () => {
    setOverlayUsed(true);
    setOverlayOpen(true);
  };

  useSearchShortcut(() => {
    if (!boxShown()) return openOverlay();
    setBoxUsed(true);
    inputRef.current?.focus();
  });

  return (
    <>
      <Box display={{ base: 'none', md: 'block' }} flex="1" maxW="md">
        {combobox ? (
          // Focused on arrival: the plain box it replaces had the focus (that is what asked for it).
          <combobox.SearchCombobox inputRef={inputRef} initialText={text} takeFocus />
        ) : (
          <Input
            ref={inputRef}
            placeholder={t('header.searchPlaceholder')}
            aria-label={t('header.search')}
            aria-keyshortcuts="Control+K Meta+K"
            autoComplete="off"
            size="sm"
            bg="gray.50"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPointerEnter={preloadCombobox}
            onFocus={() => setBoxUsed(true)}
          />
        )}
      </Box>
      <Box flex="1" display={{ base: 'block', md: 'none' }} />
      <IconButton
        aria-label={t('header.search')}
        variant="ghost"
        display={{ base: 'inline-flex', md: 'none' }}
        onPointerEnter={preloadOverlay}
        onPointerDown={preloadOverlay}
        onFocus={preloadOverlay}
        onClick={openOverlay}
      >
        <Icon name="search" />
      </IconButton>
      {overlay && <overlay.SearchOverlay open={overlayOpen} onClose={() => setOverlayOpen(false)} />}
    </>
  );
}
