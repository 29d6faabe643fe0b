// The endpoint table of the provider API, one module per domain: the server registers its routes
// from it, @portal/api derives its calls, the test kit types its handlers and the OpenAPI document
// is generated from it. An endpoint's path is written here and nowhere else.
export * from './activity';
export * from './auth';
export * from './availability';
export * from './bookings';
export * from './calendar-feeds';
export * from './dashboard';
export * from './define';
export * from './departures';
export * from './list-search';
export * from './listings';
export * from './live';
export * from './messages';
export * from './notification-preferences';
export * from './payout-statements';
export * from './reviews';
export * from './sessions';
export * from './support';
export * from './team';
export * from './two-step';
export * from './uploads';
export * from './users';
// signup.ts, telephone.ts and invitations.ts are their own entries (@portal/contracts/endpoints/signup, /telephone, /invitations).
