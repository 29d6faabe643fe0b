// Set up once for every browser test file (jest.config.cjs): jest-dom matchers, what jsdom lacks,
// the msw server in front of the API, and a clean session and storage after each test.
import { cleanup, configure } from '@testing-library/react';

import { configureApi } from '@portal/api';
import { useSession } from '@portal/session';

import { restoreDownloads } from './downloads';
import { server, TEST_API_BASE } from './server';

import '@testing-library/jest-dom';

// Chakra in jsdom on a busy two-core machine is slow to show what a test waits for.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApi({ baseUrl: TEST_API_BASE }));
afterEach(() => {
  // Unmounted first, so no screen sees the session end.
  cleanup();
  server.resetHandlers();
  useSession.getState().signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
  restoreDownloads();
});
afterAll(() => server.close());

// jsdom has no ResizeObserver; Chakra's menus, popovers and dialogs position themselves with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no IntersectionObserver and lays nothing out: every observed element counts as in view,
// as on a screen tall enough to show the whole page (the dashboard's charts load when in view).
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// jsdom has no PointerEvent; Chakra's radios and checkboxes (zag-js) create one when they lose focus.
if (!('PointerEvent' in window)) {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent });
}

// Two zag-js machines (in @portal/ui) update on timers of their own, outside act() whatever a test
// does, so React's warning about them says nothing about the test: the toaster, which starts in a
// microtask after it mounts and times its toasts, and the radio group, which runs its effects on
// mounting (syncing its indicator, reading its fieldset's `disabled`) on a timer. Every other
// component's warning still shows.
const TOASTER_PARTS = new Set(['Toaster', 'ToastActor']);
const onLibraryTimer = (component: string) =>
  TOASTER_PARTS.has(component) || (component === 'RadioGroupRoot' && Boolean(new Error().stack?.includes('radio-group.machine')));
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [message, component] = args;
  if (typeof message === 'string' && message.includes('not wrapped in act') && onLibraryTimer(String(component))) return;
  reportError(...args);
};

// jsdom's own stylesheet has no rule for <bdi> (issue 40 isolates data in it), so its display reads
// '' and an accessible name splits around it ('Delete Jeeps ?'); browsers show it inline.
const bdiStyle = document.createElement('style');
bdiStyle.textContent = 'bdi { display: inline; }';
document.head.append(bdiStyle);
