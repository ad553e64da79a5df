// What the cash day's refusals say (docs/decisions/0036).
export const CASH_MESSAGES = {
  tillNotOpen: 'Open your till before booking an exchange: no till is open in your name',
  dayClosed: (date: string) =>
    `The business day ${date} is closed: nothing can be booked or changed with that date`,
} as const;
