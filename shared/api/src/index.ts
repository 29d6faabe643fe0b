export { ApiError, ContractError, apiBaseUrl, configureApi } from './client';
export type { ApiConfig, Page } from './client';
export * from './auth';
export * from './bookings';
export * from './dashboard';
export * from './payouts';
export * from './reviews';
export * from './uploads';
export * from './users';
