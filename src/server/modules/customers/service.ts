import type {
  CreateCustomerInput,
  Customer,
  CustomerDetail,
  DocumentHolders,
  UpdateCustomerInput,
} from '@domain/contracts/customers';
import { CUSTOMER_MESSAGES, documentKey } from '@domain/contracts/customers';
import { COMPANY_MESSAGES } from '@domain/contracts/companies';
import { CUSTOMER_HISTORY } from '@domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import type { StaffRole } from '@domain/staff';
import type { Database, Tx } from '../../db/client';
import { archiveOrDelete } from '../../db/archive-or-delete';
import { customers, idCards } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { idCardsByDocument, listIdCards, verificationValues } from '../id-cards';
import { customerTransactions, hasTransactions, lockCustomer } from '../records';
import { assertScreeningEditable, screenCustomer } from '../sanctions';
import { staffName } from '../staff';
import { companyState, findCompanySummary, findCustomer, toCustomer } from './queries';

// The company chosen for a customer exists and is in use: an archived one (docs/decisions/0027)
// cannot be chosen, though a customer who had it when it was archived keeps it through edits.
async function assertCompany(tx: Tx, companyId: string | null, current: string | null = null) {
  if (!companyId || companyId === current) return;
  const company = await companyState(tx, companyId);
  if (!company) throw notFound(COMPANY_MESSAGES.notFound);
  if (company.archived) throw conflict(COMPANY_MESSAGES.archivedChoice, 'archived');
}

const customerValues = (input: UpdateCustomerInput) => ({
  first_name: input.first_name,
  last_name: input.last_name,
  email: input.email,
  phone: input.phone,
  address: input.address,
  birthday: input.birthday,
  occupation: input.occupation,
  risk_level: input.risk_level,
  company_id: input.company_id,
  preferred_language: input.preferred_language,
});

// The customer and its complete ID cards are saved together or not at all. The customer is
// screened against the sanctions lists in force in the same transaction: a possible match
// holds them for a manager's review (docs/decisions/0038), the record is saved all the same.
export function createCustomer(
  db: Database,
  clock: Clock,
  input: CreateCustomerInput,
  userId: string | null,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    await assertCompany(tx, input.company_id);
    const [row] = await tx.insert(customers).values(customerValues(input)).returning();
    if (!row) throw new Error('insert returned no row');
    if (input.id_cards.length > 0) {
      // Cards list by created_at; one microsecond apart, they keep the order they were entered
      // in (now() is the same for the whole transaction).
      const values = [];
      for (const [i, card] of input.id_cards.entries()) {
        const { verified: _said, ...fields } = card;
        values.push({
          ...fields,
          ...(await verificationValues(tx, clock, card, userId)),
          customer_id: row.id,
          created_at: sql`now() + ${`${i} microseconds`}::interval`,
        });
      }
      await tx.insert(idCards).values(values);
    }
    return toCustomer({ ...row, screening_status: await screenCustomer(tx, row) });
  });
}

export async function getCustomerDetail(db: Database, id: string): Promise<CustomerDetail> {
  const row = await findCustomer(db, id);
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  const [company, cards, history, archivedBy] = await Promise.all([
    findCompanySummary(db, row.company_id),
    listIdCards(db, id),
    customerTransactions(db, id, CUSTOMER_HISTORY),
    row.archived_at ? staffName(db, row.archived_by) : null,
  ]);
  return {
    ...toCustomer(row),
    company,
    id_cards: cards,
    transactions: history,
    archived_by_name: archivedBy,
  };
}

export function updateCustomer(
  db: Database,
  clock: Clock,
  id: string,
  input: UpdateCustomerInput,
  role: StaffRole | null,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, id);
    if (!locked) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (locked.archived_at) throw conflict(CUSTOMER_MESSAGES.archived, 'archived');
    assertScreeningEditable(locked.screening_status, role);
    await assertCompany(tx, input.company_id, locked.company_id);
    const [row] = await tx
      .update(customers)
      .set({ ...customerValues(input), updated_at: clock() })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
    // Screened again: a new name or birthday may match, or no longer match a cleared entry.
    return toCustomer({ ...row, screening_status: await screenCustomer(tx, row) });
  });
}

export function setCustomerCompany(
  db: Database,
  clock: Clock,
  id: string,
  companyId: string | null,
  role: StaffRole | null,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, id);
    if (!locked) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (locked.archived_at) throw conflict(CUSTOMER_MESSAGES.archived, 'archived');
    assertScreeningEditable(locked.screening_status, role);
    await assertCompany(tx, companyId, locked.company_id);
    const [row] = await tx
      .update(customers)
      .set({ company_id: companyId, updated_at: clock() })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
    return toCustomer(row);
  });
}

// Transactions are records that must be kept, and so are the people in them
// (docs/decisions/0027): a customer who appears in any transaction, as initiator or recipient,
// is archived instead (hidden from lists, kept for records). Otherwise the customer is deleted
// with their ID cards. Answers when the customer was archived, null when deleted.
export function deleteCustomer(
  db: Database,
  clock: Clock,
  id: string,
  userId: string | null,
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, id);
    if (!locked) throw notFound(CUSTOMER_MESSAGES.notFound);
    return archiveOrDelete(tx, customers, locked, {
      clock,
      userId,
      kept: () => hasTransactions(tx, id),
    });
  });
}

/**
 * An archived customer back in the lists (a manager's decision, in the audit trail). Restoring
 * one that is not archived changes nothing.
 */
export function restoreCustomer(db: Database, id: string): Promise<Customer> {
  return db.transaction(async (tx) => {
    const locked = await lockCustomer(tx, id);
    if (!locked) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (!locked.archived_at) return toCustomer(locked);
    const [row] = await tx
      .update(customers)
      .set({ archived_at: null, archived_by: null })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
    return toCustomer(row);
  });
}

/**
 * The holders of a scanned document (issue 44): every customer with a card in use of that number,
 * and whether their birthday on file is the document's. A number is unique per issuer, not
 * worldwide, so more than one holder can come back; the web says so.
 */
export async function findByDocument(
  db: Database,
  input: { document_number: string; birth_date: string | null },
): Promise<DocumentHolders> {
  const cards = await idCardsByDocument(db, documentKey(input.document_number));
  const rows: DocumentHolders['rows'] = [];
  for (const card of cards.slice(0, DOCUMENT_HOLDERS_SHOWN)) {
    const row = await findCustomer(db, card.customer_id);
    if (!row) continue;
    const birthdayMatches =
      row.birthday === null || input.birth_date === null ? null : row.birthday === input.birth_date;
    rows.push({ customer: toCustomer(row), card, birthday_matches: birthdayMatches });
  }
  return { rows };
}

// More holders of one number than a teller can tell apart are not a scan's answer.
const DOCUMENT_HOLDERS_SHOWN = 10;
