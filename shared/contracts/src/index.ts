export * from './auth';
export * from './bookings';
export * from './common';
export * from './constants';
export * from './suppliers';
export * from './uploads';
export * from './users';
export * from './portal-config';
