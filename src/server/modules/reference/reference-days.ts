// Bank of Canada observations shared by the reference-rate tests.

// Two business days as the Bank publishes them: USD with a trailing zero kept, and a
// currency the bureau does not hold (SEK) stored all the same.
export const DAYS = [
  {
    d: '2026-03-23',
    FXUSDCAD: '1.4012',
    FXEURCAD: '1.5100',
    FXJPYCAD: '0.009301',
    FXSEKCAD: '0.1312',
  },
  {
    d: '2026-03-24',
    FXUSDCAD: '1.39870',
    FXEURCAD: '1.5123',
    FXJPYCAD: '0.009312',
    FXSEKCAD: '0.1309',
  },
];
