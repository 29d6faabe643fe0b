import { setupServer } from 'msw/node';

/** The API base the component tests configure @portal/api with (jest-setup.ts). */
export const TEST_API_BASE = 'http://api.test/api/v1';

export const apiUrl = (path: string) => `${TEST_API_BASE}/${path}`;

/**
 * The network of every component test: msw answers at the fetch/XMLHttpRequest boundary, so the
 * real ky client and the contracts' reply parsing run. A request no test answered fails the test.
 */
export const server = setupServer();
