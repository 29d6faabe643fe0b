import { useEffect, useRef } from 'react';

/** How often the inbox asks for new conversations and messages. */
export const INBOX_POLL_MS = 15_000;

/**
 * Calls `refresh` every `intervalMs` while the page is visible, and once when it becomes visible
 * again; a hidden tab asks nothing. The latest `refresh` is used without restarting the timer.
 */
export function usePoll(refresh: () => void, intervalMs: number = INBOX_POLL_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => visible() && latest.current(), intervalMs);
    const onVisibility = () => visible() && latest.current();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
