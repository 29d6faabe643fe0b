// The component-test kit of the portal (a dev dependency of the apps, never bundled).
export { createTestQueryClient, currentLocation, renderAtRoute, renderWithProviders } from './render';
export type { RenderOptions } from './render';
export { TEST_API_BASE, apiUrl, server } from './server';
// For a test of the client itself; screens' tests use mockApi.
export { HttpResponse, http } from 'msw';
export { mockApi } from './mock-api';
export type { CallOf, MockCalls } from './mock-api';
export { fill } from './fill';
export { captureDownloads } from './downloads';
export type { SavedFile } from './downloads';
export { ApiFailure, Calls, NETWORK_ERROR, apiFailure, held, inTurn } from './replies';
export type { Call, Outcome, Reply } from './replies';
export * from './fixtures/account';
export * from './fixtures/availability';
export * from './fixtures/bookings';
export * from './fixtures/dashboard';
export * from './fixtures/listings';
export * from './fixtures/messages';
export * from './fixtures/my-listings';
export * from './fixtures/payout-statements';
export * from './fixtures/reviews';
export * from './fixtures/search';
export * from './fixtures/support';
export { mockUploads, next, png, retype, stepButton, stepHeading, uploadPhoto } from './wizard-driver';
