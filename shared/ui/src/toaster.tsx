import type { ReactNode } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { TOAST } from '@portal/contracts';

/** Toasts with the spec's constants: 3 visible, 4 s, bottom-right, paused on hover. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST.maxVisible}
      autoHideDuration={TOAST.durationMs}
      anchorOrigin={TOAST.position}
      transitionDuration={{ exit: TOAST.removeDelayMs }}
      preventDuplicate
      action={(key) => <SwipeToDismiss toastKey={key} />}
    >
      {children}
    </SnackbarProvider>
  );
}

/**
 * notistack pauses on hover by itself; this adds the swipe: a horizontal drag past the threshold
 * closes the toast. It covers the toast through its action slot's parent.
 */
function SwipeToDismiss({ toastKey }: { toastKey: SnackbarKey }) {
  return (
    <span
      aria-hidden
      ref={(node) => {
        if (node) attachSwipe(node.closest<HTMLElement>('.notistack-MuiContent') ?? node, toastKey);
      }}
    />
  );
}

function attachSwipe(element: HTMLElement, key: SnackbarKey): void {
  if (element.dataset.swipe) return;
  element.dataset.swipe = 'on';
  element.style.width = `${TOAST.widthPx}px`;
  element.style.marginTop = `${TOAST.gapPx - 6}px`;
  element.style.touchAction = 'pan-y';
  let startX: number | null = null;
  element.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
  });
  element.addEventListener('pointermove', (event) => {
    if (startX !== null) element.style.transform = `translateX(${Math.max(0, event.clientX - startX)}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const distance = event.clientX - startX;
    startX = null;
    element.style.transform = '';
    if (distance > TOAST.swipeThresholdPx) closeSnackbar(key);
  };
  element.addEventListener('pointerup', end);
  element.addEventListener('pointercancel', end);
}

/** Imperative toasts; they work from any remote because @portal/ui is a shared singleton. */
export const toast = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
};
