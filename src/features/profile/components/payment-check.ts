// How long a return from the bank is checked against the data: the bank confirms a card payment
// to the server in its own time, so the page asks again every few seconds, for two minutes, until
// the data shows it (not after a failure, which the visitor was told of).
const CHECK_EVERY_MS = 5_000;
const CHECKS = 24;

/** A query's `refetchInterval` while it checks a payment: `confirmed`, what its answer says. */
export const nextCheck = (confirmed: boolean, state: { dataUpdateCount: number; errorUpdateCount: number }) =>
  confirmed || state.errorUpdateCount > 0 || state.dataUpdateCount >= CHECKS ? false : CHECK_EVERY_MS;
