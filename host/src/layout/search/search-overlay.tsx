import { useRef } from 'react';

import { CloseButton, Portal } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { useHostStrings } from '../../strings/host-strings';
import { SearchCombobox } from './search-combobox';

/** Small screens: the header has no room for the box, so its icon opens it over the page. */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useHostStrings();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    // Mounted while open only: each opening starts with an empty box, and the focus in it.
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="full"
      lazyMount
      unmountOnExit
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={t('header.search')} p="3">
            <Dialog.Body display="flex" alignItems="flex-start" gap="2" p="0" flex="none">
              <SearchCombobox inputRef={inputRef} onChosen={onClose} />
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton aria-label={t('header.closeSearch')} size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
