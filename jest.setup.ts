import '@testing-library/jest-dom';

// A clean browser storage per test, so the session store never leaks between tests.
afterEach(() => {
  window.localStorage.clear();
});
