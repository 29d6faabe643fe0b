import '@testing-library/jest-dom';

// A clean browser storage per test, so the session store never leaks between tests.
afterEach(() => {
  window.localStorage.clear();
});

// jsdom has no ResizeObserver; Chakra's menus, popovers and dialogs position themselves with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
