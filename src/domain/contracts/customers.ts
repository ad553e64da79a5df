import { screeningStatus } from './sanctions';
import { LANGUAGES } from '../language';
import { z } from 'zod';
import { systemClock, type Clock } from '../clock';
import { CUSTOMER_HISTORY, DEFAULT_RISK_LEVEL, MAX_ID_CARDS, RISK_LEVELS } from '../constants';
import { archivableListQuery, boundedListResponse, isoTimestamp, listQuery } from './common';
import { transactionSummary } from './transactions';
import { hasNoNul, invalidCharacter, optionalText, requiredEmail } from './fields';
import {
  ID_CARD_MESSAGES,
  idCard,
  idCardDraftAt,
  isCompleteDraft,
  optionalDate,
  todayAnywhere,
} from './id-cards';

export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  riskLevel: 'Risk level must be low, medium or high',
  birthdayInFuture: 'Birthday cannot be in the future',
  companyId: 'Company must be a company id or none',
  preferredLanguage: 'Preferred language must be en or fr',
  notFound: 'Customer not found',
  archived: 'This customer is archived: restore them to make changes',
  archivedParty: 'This customer is archived and cannot make exchanges',
  archivedRecipient: 'The recipient is archived and cannot receive exchanges',
} as const;

const requiredName = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, `${label} must be at most 100 characters`)
    .refine(hasNoNul, invalidCharacter(label));

// A company choice of 'none' (or blank) is saved as null (SPEC §5).
const companyText = z.string({ error: CUSTOMER_MESSAGES.companyId }).trim();
const asCompanyId = (value: string | null | undefined) =>
  !value || value === 'none' ? null : value;
const isCompanyId = (value: string | null) => value === null || z.uuid().safeParse(value).success;

export const companyChoice = companyText
  .nullish()
  .transform(asCompanyId)
  .refine(isCompanyId, CUSTOMER_MESSAGES.companyId);

// Built with a clock: the birthday and the ID cards' dates are checked against "today".
export const customerFieldsAt = (clock: Clock = systemClock) =>
  z.object({
    first_name: requiredName(CUSTOMER_MESSAGES.firstNameRequired, 'First name'),
    last_name: requiredName(CUSTOMER_MESSAGES.lastNameRequired, 'Last name'),
    email: requiredEmail,
    phone: optionalText('Phone', 50),
    address: optionalText('Address', 500),
    birthday: optionalDate('Birthday').refine(
      (value) => value === null || value <= todayAnywhere(clock()).latest,
      { message: CUSTOMER_MESSAGES.birthdayInFuture },
    ),
    occupation: optionalText('Occupation', 100),
    risk_level: z
      .enum(RISK_LEVELS, { error: CUSTOMER_MESSAGES.riskLevel })
      .default(DEFAULT_RISK_LEVEL),
    company_id: companyChoice,
    // The default language of their receipts (issue 28).
    preferred_language: z
      .enum(LANGUAGES, { error: CUSTOMER_MESSAGES.preferredLanguage })
      .default('en'),
  });
export const customerFields = customerFieldsAt();

export const updateCustomerBodyAt = customerFieldsAt;
export const updateCustomerBody = customerFields;
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;
export type UpdateCustomerInput = z.output<typeof updateCustomerBody>;

// More entries than this cannot come from a form, blank or not.
const ID_CARD_DRAFTS_LIMIT = 10;

export const createCustomerBodyAt = (clock: Clock = systemClock) =>
  customerFieldsAt(clock).extend({
    id_cards: z
      .array(idCardDraftAt(clock), { error: 'ID cards must be a list' })
      // Blank entries of a form are dropped; the limit counts the cards that are kept.
      .max(ID_CARD_DRAFTS_LIMIT, ID_CARD_MESSAGES.tooMany)
      .default([])
      .transform((cards) => cards.filter(isCompleteDraft))
      .refine((cards) => cards.length <= MAX_ID_CARDS, ID_CARD_MESSAGES.tooMany),
  });
export const createCustomerBody = createCustomerBodyAt();
export type CreateCustomerBody = z.input<typeof createCustomerBody>;
export type CreateCustomerInput = z.output<typeof createCustomerBody>;

// company_id is required here (null or 'none' removes): a body without it must not silently
// remove the association.
export const setCompanyBody = z.object({
  company_id: companyText
    .nullable()
    .transform(asCompanyId)
    .refine(isCompanyId, CUSTOMER_MESSAGES.companyId),
});
export type SetCompanyBody = z.input<typeof setCompanyBody>;

export const customer = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    birthday: z.string().nullable(),
    occupation: z.string().nullable(),
    risk_level: z.enum(RISK_LEVELS),
    company_id: z.uuid().nullable(),
    preferred_language: z.enum(LANGUAGES),
    // Sanctions screening (docs/decisions/0038): held for review, or frozen after a match.
    screening_status: screeningStatus,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
    // Kept for records instead of deleted (docs/decisions/0027); hidden from lists.
    archived_at: isoTimestamp.nullable(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

export const customerCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  industry: z.string().nullable(),
});
export type CustomerCompany = z.infer<typeof customerCompany>;

export const customerListRow = customer.extend({ company: customerCompany.nullable() });
export type CustomerListRow = z.infer<typeof customerListRow>;

export const customerListQuery = archivableListQuery;
// Pickers list the customers in use only.
export const customerPickerQuery = listQuery;
export const customerList = boundedListResponse(customerListRow);
export type CustomerList = z.infer<typeof customerList>;

export const customerDetail = customer
  .extend({
    company: customerCompany.nullable(),
    id_cards: z.array(idCard),
    // The latest CUSTOMER_HISTORY transactions, as initiator or recipient.
    transactions: z.array(transactionSummary).max(CUSTOMER_HISTORY),
    // Who archived the customer (a staff member's name), while archived.
    archived_by_name: z.string().nullable(),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof customerDetail>;

export const customerWithoutCompany = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export const customersWithoutCompany = boundedListResponse(customerWithoutCompany);
export type CustomersWithoutCompany = z.infer<typeof customersWithoutCompany>;

// The company page's Associate Existing: one customer without a company must be chosen.
export const SELECT_CUSTOMER_MESSAGE = 'Please select a customer';
export const associateCustomerForm = z.object({
  customer_id: z.string({ error: SELECT_CUSTOMER_MESSAGE }).min(1, SELECT_CUSTOMER_MESSAGE),
});
export type AssociateCustomerFormValues = z.input<typeof associateCustomerForm>;

// Finding the holder of a scanned document (issue 44): the browser reads the scan and sends only
// the document's number and the holder's birth date, never the scan itself. The number is
// compared without spaces, hyphens or case, as scanners and staff write it differently.
export const findByDocumentBody = z.object({
  document_number: z
    .string({ error: 'Document number is required' })
    .trim()
    .min(1, 'Document number is required')
    .max(100, 'Document number must be at most 100 characters')
    .refine(hasNoNul, invalidCharacter('Document number')),
  birth_date: optionalDate('Birth date'),
});
export type FindByDocumentBody = z.input<typeof findByDocumentBody>;

export const documentHolders = z.object({
  rows: z.array(
    z.object({
      customer,
      card: idCard,
      /** The customer's birthday on file equals the document's (null: none on file or sent). */
      birthday_matches: z.boolean().nullable(),
    }),
  ),
});
export type DocumentHolders = z.infer<typeof documentHolders>;

/** A document number as the lookup compares it: no spaces or hyphens, capitals. */
export const documentKey = (number: string) => number.replace(/[\s-]/g, '').toUpperCase();
