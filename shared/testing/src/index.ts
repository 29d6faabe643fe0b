// The component-test kit of the portal (a dev dependency of the apps, never bundled).
export type { RenderOptions } from './render';
export { createTestQueryClient, currentLocation, renderAtRoute, renderWithProviders } from './render';
export { apiUrl, server, TEST_API_BASE } from './server';
// For a test of the client itself; screens' tests use mockApi.
export type { SavedFile } from './downloads';
export { captureDownloads } from './downloads';
export { eventTicket, FakeEventSource, fakeEventSource, liveEvent } from './event-source';
export { fill } from './fill';
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
export type { CallOf, MockCalls } from './mock-api';
export { mockApi } from './mock-api';
export type { Call, Outcome, Reply } from './replies';
export { ApiFailure, apiFailure, Calls, held, inTurn, NETWORK_ERROR } from './replies';
export { wholeText } from './whole-text';
export { mockUploads, next, png, retype, stepButton, stepHeading, uploadPhoto } from './wizard-driver';
export { http, HttpResponse } from 'msw';
