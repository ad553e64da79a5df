// FINTRAC's codes and references that only the suspicious transaction report uses
// (docs/decisions/0057): what funds started a transaction, and how its persons and businesses
// are defined and named.

/** What FINTRAC calls the money that started a transaction: 2 cash, 16 virtual currency. */
export const FUNDS_CASH = 2;
export const FUNDS_VIRTUAL_CURRENCY = 16;
export const FUNDS_OTHER = 17;
/** A conductor defined with "person and employer details". */
export const PERSON_AND_EMPLOYER = 5;
/** Whom a conductor acts for, defined with "entity and beneficial ownership details". */
export const ENTITY_AND_OWNERSHIP = 6;
export const ENTITY = 4;
export const RELATIONSHIP_OTHER = 9;

export const beneficiaryRef = (customerId: string) => `B-${customerId}`;
export const entityBeneficiaryRef = (companyId: string) => `BE-${companyId}`;
