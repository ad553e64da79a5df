// "Now", injected: the server passes its clock to every rule that depends on the time (ID card
// dates, when a rate takes effect), so tests can fix the time.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

// A clock stopped at one instant.
export const fixedClock =
  (instant: Date | string): Clock =>
  () =>
    new Date(instant);
