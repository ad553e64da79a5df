import { screeningStatus } from './sanctions';
import { z } from 'zod';
import { RISK_LEVELS } from '../constants';
import {
  archivableListQuery,
  boundedListResponse,
  isoTimestamp,
  listQuery,
  listResponse,
} from './common';
import { transactionSummary } from './transactions';
import { hasNoNul, invalidCharacter, optionalText, searchText, optionalEmail } from './fields';

export const COMPANY_MESSAGES = {
  nameRequired: 'Company name is required',
  notFound: 'Company not found',
  archived: 'This company is archived: restore it to make changes',
  archivedChoice: 'This company is archived: choose another company or restore it first',
} as const;

export const companyBody = z.object({
  name: z
    .string({ error: COMPANY_MESSAGES.nameRequired })
    .trim()
    .min(1, COMPANY_MESSAGES.nameRequired)
    .max(200, 'Company name must be at most 200 characters')
    .refine(hasNoNul, invalidCharacter('Company name')),
  industry: optionalText('Industry', 100),
  registration_number: optionalText('Registration number', 100),
  tax_id: optionalText('Tax ID', 100),
  email: optionalEmail,
  phone: optionalText('Phone', 50),
  website: optionalText('Website', 255),
  address: optionalText('Address', 500),
  notes: optionalText('Notes', 2000),
});
export type CompanyBody = z.input<typeof companyBody>;
export type CompanyInput = z.output<typeof companyBody>;

export const company = z
  .object({
    id: z.uuid(),
    name: z.string(),
    industry: z.string().nullable(),
    registration_number: z.string().nullable(),
    tax_id: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    notes: z.string().nullable(),
    // Sanctions screening (docs/decisions/0038): held for review, or frozen after a match.
    screening_status: screeningStatus,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
    // Kept for records instead of deleted (docs/decisions/0027); hidden from lists.
    archived_at: isoTimestamp.nullable(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof company>;

export const companyListQuery = archivableListQuery;
export const companyList = boundedListResponse(company);
export type CompanyList = z.infer<typeof companyList>;

export const companyOptionsQuery = z.object({ search: searchText });
export const companyOption = z.object({ id: z.uuid(), name: z.string() });
export type CompanyOption = z.infer<typeof companyOption>;
export const companyOptions = z.object({ rows: z.array(companyOption), total: z.number().int() });
// The dropdown is a list, not a search box: cap it so it stays usable.
export const COMPANY_OPTIONS_LIMIT = 500;

export const companyCustomer = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  risk_level: z.enum(RISK_LEVELS),
  created_at: isoTimestamp,
  // An archived customer stays listed with their company, marked (docs/decisions/0027).
  archived_at: isoTimestamp.nullable(),
});
export type CompanyCustomer = z.infer<typeof companyCustomer>;

export const companyDetail = company
  .extend({
    customers: z.array(companyCustomer),
    transactions: z.array(transactionSummary),
    transaction_total: z.number().int(),
    // Who archived the company (a staff member's name), while archived.
    archived_by_name: z.string().nullable(),
  })
  .meta({ id: 'CompanyDetail' });
export type CompanyDetail = z.infer<typeof companyDetail>;

// Business transactions shown on the company page: the latest ones; the total is counted.
export const COMPANY_TRANSACTIONS_LIMIT = 50;

// The Business Transactions tab, paged on the server: newest first, `{rows, total}`.
export const companyTransactionsQuery = listQuery.pick({ limit: true, offset: true });
export type CompanyTransactionsQuery = z.infer<typeof companyTransactionsQuery>;
export const companyTransactions = listResponse(transactionSummary).meta({
  id: 'CompanyTransactions',
});
export type CompanyTransactions = z.infer<typeof companyTransactions>;
