import { createToaster, Link, Portal, Toast, Toaster } from '@chakra-ui/react';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import { TOAST } from '@portal/contracts';
import { isRightToLeft, useLanguage } from '@portal/i18n';

import { afterIdle } from './after-idle';
import { onceFlag } from './once-flag';
import { useUiStrings } from './strings/ui-strings';
import { measureLift } from './toast-clearance';

/** 'Alt+T' (the spec's form) as the toaster's hotkey: modifier flags and the key's code, ['altKey', 'KeyT']. */
export function hotkeyOf(text: string): string[] {
  return text.split('+').map((part) => (part.length === 1 ? `Key${part.toUpperCase()}` : `${part.toLowerCase()}Key`));
}

const placement = `${TOAST.position.vertical}-${TOAST.position.horizontal === 'right' ? 'end' : 'start'}` as const;

/**
 * The portal's one toaster, with the spec's constants: 3 visible (more wait their turn), 4 s,
 * 356 px wide, 14 px apart, removed 200 ms after closing, bottom-right, paused while hovered or
 * focused and while the tab is hidden. Alt+T moves the focus to the toasts; a focused toast closes
 * with Escape or its close button; the region is a polite live region, each toast a status.
 */
const toaster = createToaster({
  placement,
  max: TOAST.maxVisible,
  duration: TOAST.durationMs,
  gap: TOAST.gapPx,
  removeDelay: TOAST.removeDelayMs,
  hotkey: hotkeyOf(TOAST.hotkey),
  pauseOnPageIdle: true,
});

/**
 * Zag's toast group, on a right-to-left page, turns the placement's end into "left" and then sets
 * it with logical properties, which the group's own `dir="rtl"` mirrors back to the right: in Urdu
 * the stack sat over the start side's controls. Laid out left to right, the group's logical
 * properties mean what zag computed, the bottom-left corner: the stack is mirrored like the rest of
 * the layout. Each toast is given `dir="rtl"` again, so its content reads right to left.
 */
const MIRRORED_GROUP = { direction: 'ltr' } as const;

/**
 * A horizontal drag past the spec's threshold dismisses the toast; a shorter one springs back. It
 * goes towards the edge the stack sits at: the right, or the left on a mirrored page (`mirrored`).
 */
function useSwipe(onSwiped: () => void, mirrored: boolean) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const outward = mirrored ? -1 : 1;
  const end = (event: PointerEvent) => {
    if (start.current === null) return;
    const distance = (event.clientX - start.current) * outward;
    start.current = null;
    setOffset(0);
    if (distance > TOAST.swipeThresholdPx) onSwiped();
  };
  return {
    style: { transform: offset ? `translateX(${offset * outward}px)` : undefined, touchAction: 'pan-y' },
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerMove: (event: PointerEvent) => {
      if (start.current !== null) setOffset(Math.max(0, (event.clientX - start.current) * outward));
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}

/**
 * A toast's link to what it tells of. The toasts sit outside the portal's router, so `follow` is
 * the caller's navigation; the address stays a real link (a new tab, its status-bar preview).
 */
interface ToastLink {
  label: string;
  href: string;
  follow: (href: string) => void;
}

function PortalToast({ id, message, link }: { id: string; message: ReactNode; link?: ToastLink }) {
  const t = useUiStrings();
  const mirrored = isRightToLeft(useLanguage());
  const swipe = useSwipe(() => toaster.dismiss(id), mirrored);
  return (
    <Toast.Root width={`${TOAST.widthPx}px`} maxW="calc(100vw - 2rem)" dir={mirrored ? 'rtl' : undefined} {...swipe}>
      <Toast.Indicator />
      <Toast.Title flex="1">{message}</Toast.Title>
      {link && (
        <Link
          href={link.href}
          fontWeight="semibold"
          textDecoration="underline"
          onClick={(event) => {
            event.preventDefault();
            toaster.dismiss(id);
            link.follow(link.href);
          }}
        >
          {link.label}
        </Link>
      )}
      <Toast.CloseTrigger aria-label={t('toaster.dismiss')} />
    </Toast.Root>
  );
}

/**
 * Toasts asked for before the region is mounted (a notice shown as the shell starts) wait here:
 * the toaster's region only takes toasts created after it subscribes, and it mounts a render late,
 * inside its portal.
 */
let waiting: Parameters<typeof toaster.create>[0][] | null = [];

/**
 * The region mounts at the page's first quiet moment, or at once for a toast asked for before: its
 * machine starts with a synchronous render (flushSync), which on a page's first load would pull
 * the whole frame's pending updates into one long task (issue 35).
 */
const regionWanted = onceFlag();

/** Mounted after the region: from now on toasts go straight to it. */
function RegionReady() {
  useEffect(() => {
    // The region's machine subscribes to the store in its own effect, which has not run yet here:
    // the early toasts go out on the next task.
    const flush = setTimeout(() => {
      const early = waiting ?? [];
      waiting = null;
      early.forEach((options) => toaster.create(options));
    });
    return () => {
      clearTimeout(flush);
      waiting = [];
    };
  }, []);
  return null;
}

/**
 * Keeps the shown toasts off the controls a person presses next (toast-clearance.ts): while any
 * toast is shown the lift is measured every frame, so an entry animation, a scroll or content that
 * grows (a photo's thumbnail pushing Next down) is followed however slow the device is. The lift
 * is written straight onto the group, so what is measured is always what is applied.
 */
function useToastLift() {
  useEffect(() => {
    let frame = 0;
    let applied = 0;
    const follow = () => {
      // The portal's one toast group (Chakra's Toaster takes no ref).
      const group = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');
      const measured = group ? measureLift(group, applied) : 0;
      if (group && measured !== applied) group.style.translate = measured ? `0 -${measured}px` : '';
      applied = measured;
      frame = toaster.getVisibleToasts().length > 0 ? requestAnimationFrame(follow) : 0;
    };
    const unsubscribe = toaster.subscribe(() => {
      frame ||= requestAnimationFrame(follow);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, []);
}

/** The toasts' region, once for the whole portal (PortalProviders renders it). */
export function ToastProvider({ children }: { children: ReactNode }) {
  // The toasts live in one store for the page; a provider that goes (a test's render) takes them along.
  useEffect(() => () => toaster.remove(), []);
  useToastLift();
  const t = useUiStrings();
  const mirrored = isRightToLeft(useLanguage());
  const regionShown = regionWanted.useIsSet();
  useEffect(() => afterIdle(regionWanted.set), []);
  return (
    <>
      {children}
      {regionShown && (
        <Portal>
          <Toaster
            toaster={toaster}
            aria-label={t('toaster.region', { hotkey: TOAST.hotkey.replace('Alt', t('toaster.alt')) })}
            insetInline={{ mdDown: '4' }}
            style={mirrored ? MIRRORED_GROUP : undefined}
          >
            {(item) => <PortalToast id={item.id ?? ''} message={item.title} link={item.meta?.link as ToastLink | undefined} />}
          </Toaster>
          <RegionReady />
        </Portal>
      )}
    </>
  );
}

type ToastType = 'success' | 'error' | 'info';

// The same message again while it is on screen renews that toast rather than stacking a copy.
// A screen often says something as it mounts, in an effect; the toaster's machine sets its state
// with flushSync, which React refuses inside its commit, so the toast goes out a microtask later.
const show = (type: ToastType) => (message: string, link?: ToastLink) => {
  const options = { id: `${type}:${message}`, type, title: message, meta: { link } };
  if (waiting) {
    waiting.push(options);
    regionWanted.set();
  } else queueMicrotask(() => toaster.create(options));
};

/**
 * Imperative toasts; they work from any remote because @portal/ui is a shared singleton.
 * dismissAll closes what is shown (a wizard moving to another step leaves its toasts behind).
 */
export const toast = { success: show('success'), error: show('error'), info: show('info'), dismissAll: () => toaster.dismiss() };
