// What the cash day's refusals say (docs/decisions/0036).
export const CASH_MESSAGES = {
  tillNotOpen: 'Open your till before booking an exchange: no till is open in your name',
  dayClosed: (date: string) =>
    `The business day ${date} is closed: nothing can be booked or changed with that date`,
  tillNotFound: 'Till not found',
  branchNotFound: 'Branch not found',
  sessionNotFound: 'Till session not found',
  locationNotFound: 'Cash location not found',
  tillInactive: (name: string) => `${name} is not active: activate it before opening it`,
  tillBusy: (name: string, teller: string) => `${name} is already open by ${teller}`,
  tellerBusy: (name: string) =>
    `You already have a till not closed (${name}): close it before opening another`,
  tellerBusyOf: (teller: string, name: string) =>
    `${teller} already has a till not closed (${name})`,
  openedMeanwhile:
    'A session of this till, or of yours, has just been opened: one open session per till and per teller',
  notYourSession: 'Only the teller of this session or a manager may do this',
  sessionNotOpen: 'This session is not open: it has been counted already',
  sessionClosed: 'This session is closed already',
  spotNotAllowed: 'Only a manager spot counts a till, or its own teller where the bureau allows it',
  spotNotOpen: 'Only an open session is spot counted: this one is being closed or is closed',
  sessionNotAwaiting: 'This session is not waiting for a sign-off',
  sessionNotClosed: 'Only a closed session can be reopened',
  tillHasSession: (name: string) => `${name} has a session not closed: close it first`,
  unknownCurrency: 'Unknown currency',
  currencyCountedTwice: (code: string) => `${code} is counted twice`,
  sameLocation: 'Choose two different places: the cash cannot go where it already is',
  otherBranch: 'A transfer stays within one branch',
  cardLocation: 'Card settlement holds no cash: transfers are between the vault and tills',
  tellerTransfer:
    'A teller hands over cash only from their own open till (to another till, or to the vault as a drop) or to it from another till',
  transferNotFound: 'Transfer not found',
  handoverCounted: 'This handover has been counted already',
  handoverNotYours: 'Only the teller of the receiving till counts the cash handed to it',
  vaultCountManager: 'Only a manager counts the cash handed to the vault',
  receivingTillNotOpen: (name: string) =>
    `${name} is not open: the cash handed to it is counted while it is open, or by its close`,
  handoverNotAwaiting: 'This handover is not waiting for a sign-off',
  sentLinesTotal: (total: string, code: string) =>
    `The denominations add up to ${total} ${code}, not the amount sent`,
  tillNotOpenForTransfer: (name: string) =>
    `${name} has no open session: a till sends or receives cash only while open`,
  amountRounding: (code: string, factor: string) =>
    `The amount must be a multiple of ${factor} ${code}`,
  floatTwice: (code: string) => `${code} is taken from the vault twice`,
  noVault: 'This branch has no vault to take a float from',
  openingFloat: 'Opening float',
  denominationPlaces: (code: string, places: number) =>
    `${code} allows at most ${places} decimal places`,
} as const;
