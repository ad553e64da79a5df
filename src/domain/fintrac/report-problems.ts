// What the checks of a report work with (docs/decisions/0055): what they read of the document,
// the problems they find, each naming the screen that fixes it, and their messages.

export type ReportFix =
  | { kind: 'settings' }
  | { kind: 'branch'; id: string | null }
  | { kind: 'customer'; id: string }
  | { kind: 'company'; id: string }
  | { kind: 'transaction'; id: string }
  // The report's own fields (a suspicious transaction report's grounds and transactions).
  | { kind: 'case' };

export type ReportProblem = {
  /** FINTRAC's rule number, or null for a check of ours. */
  rule: string | null;
  /** FINTRAC's field ID, or the document's path for our checks. */
  field: string;
  action: 'reject' | 'warning';
  message: string;
  fix: ReportFix;
};

// FINTRAC's own messages (the number in brackets is FINTRAC's message code).
export const FINTRAC_MESSAGES = {
  mandatory: 'Field is mandatory. (329)',
  notInList: "The value entered is not in FINTRAC's list of values for the field. (300)",
  format: 'Invalid format. (362)',
} as const;

export const REPORT_CHECK_MESSAGES = {
  entityNumber:
    "The bureau's FINTRAC reporting entity number is not set: enter it in Settings, FINTRAC reporting",
  contactId:
    "The bureau's FINTRAC compliance contact ID is not set: enter it in Settings, FINTRAC reporting",
  locationId: "The branch's FINTRAC location number is not set: enter it in Settings, Branches",
  name: "The person's given name and surname are required",
  birthday: "The person's date of birth is required",
  address: "The person's address is required",
  occupation: "The person's occupation is required",
  identification:
    "The person's identification document (type, number, and issuing country) is required",
  jurisdiction: 'A Canadian or US document needs its issuing province or state',
  howCashObtained: 'How the cash was obtained (the source of money) should be given',
  howVirtualCurrencyObtained:
    'How the virtual currency was obtained (the source of money) should be given',
  businessAddress: "The business's address is required",
  businessIndustry: "The business's type of business (its industry) is required",
  grounds: 'The description of the suspicious activity (the grounds) is required',
  noTransaction:
    'A suspicious transaction report needs at least one completed or attempted transaction',
  conductorUnknown: 'The attempted transaction names no conductor: describe them in the grounds',
} as const;

// What the checks read of a generated report (an LCTR, an LVCTR or an STR), and which it is.
export type CheckedReport = {
  kind: 'lctr' | 'lvctr' | 'str';
  reportDetails: { activitySectorCode?: number };
  definitions: readonly { refId: string }[];
};

export const settingsFix: ReportFix = { kind: 'settings' };

export function problem(
  rule: string | null,
  field: string,
  message: string,
  fix: ReportFix,
  action: 'reject' | 'warning' = 'reject',
): ReportProblem {
  return { rule, field, action, message, fix };
}
