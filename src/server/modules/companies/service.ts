import { eq } from 'drizzle-orm';
import {
  COMPANY_MESSAGES,
  COMPANY_TRANSACTIONS_LIMIT,
  type Company,
  type CompanyDetail,
  type CompanyInput,
  type CompanyTransactions,
  type CompanyTransactionsQuery,
} from '@domain/contracts/companies';
import type { Clock } from '@domain/clock';
import type { StaffRole } from '@domain/staff';
import type { Database } from '../../db/client';
import { archiveOrDelete } from '../../db/archive-or-delete';
import { companies, customers } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import {
  businessTransactionsOf,
  companyHasTransactions,
  countTransactions,
  transactionSummaries,
} from '../records';
import { assertScreeningEditable, screenCompany } from '../sanctions';
import { staffName } from '../staff';
import { companyCustomers, findCompany, toCompany } from './queries';

// Every write runs in a transaction, which carries the audit trail's actor (db/audit-context.ts).
// A company created or renamed is screened against the sanctions lists' entities in the same
// transaction; a possible match holds it (docs/decisions/0038).
export function createCompany(db: Database, input: CompanyInput): Promise<Company> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(companies).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    return toCompany({ ...row, screening_status: await screenCompany(tx, row) });
  });
}

export async function getCompanyDetail(db: Database, id: string): Promise<CompanyDetail> {
  const row = await findCompany(db, id);
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  const business = businessTransactionsOf(id);
  const [people, history, total, archivedBy] = await Promise.all([
    companyCustomers(db, id),
    transactionSummaries(db, business, COMPANY_TRANSACTIONS_LIMIT),
    countTransactions(db, business),
    row.archived_at ? staffName(db, row.archived_by) : null,
  ]);
  return {
    ...toCompany(row),
    customers: people,
    transactions: history,
    transaction_total: total,
    archived_by_name: archivedBy,
  };
}

// One page of the company's business transactions, and how many there are.
export async function listCompanyTransactions(
  db: Database,
  id: string,
  page: CompanyTransactionsQuery,
): Promise<CompanyTransactions> {
  if (!(await findCompany(db, id))) throw notFound(COMPANY_MESSAGES.notFound);
  const business = businessTransactionsOf(id);
  const [rows, total] = await Promise.all([
    transactionSummaries(db, business, page.limit, page.offset),
    countTransactions(db, business),
  ]);
  return { rows, total };
}

export async function updateCompany(
  db: Database,
  clock: Clock,
  id: string,
  input: CompanyInput,
  role: StaffRole | null,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!locked) throw notFound(COMPANY_MESSAGES.notFound);
    if (locked.archived_at) throw conflict(COMPANY_MESSAGES.archived, 'archived');
    assertScreeningEditable(locked.screening_status, role);
    const [row] = await tx
      .update(companies)
      .set({ ...input, updated_at: clock() })
      .where(eq(companies.id, id))
      .returning();
    if (!row) throw notFound(COMPANY_MESSAGES.notFound);
    return toCompany({ ...row, screening_status: await screenCompany(tx, row) });
  });
}

// A company whose customers appear in transactions is part of their records
// (docs/decisions/0027): it is archived, with its customers' association. Any other is deleted
// and its customers are kept and lose the association, in the same transaction as the delete
// (the foreign key would also set null; doing it explicitly keeps updated_at honest). The
// company and its customers are locked first, so an exchange of one of them in progress is
// seen once it commits. Answers when the company was archived, null when deleted.
export function deleteCompany(
  db: Database,
  clock: Clock,
  id: string,
  userId: string | null,
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!locked) throw notFound(COMPANY_MESSAGES.notFound);
    return archiveOrDelete(tx, companies, locked, {
      clock,
      userId,
      kept: async () => {
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.company_id, id))
          .for('update');
        return companyHasTransactions(tx, id);
      },
      beforeDelete: async () => {
        await tx
          .update(customers)
          .set({ company_id: null, updated_at: clock() })
          .where(eq(customers.company_id, id));
      },
    });
  });
}

/**
 * An archived company back in the lists (a manager's decision, in the audit trail). Restoring
 * one that is not archived changes nothing.
 */
export function restoreCompany(db: Database, id: string): Promise<Company> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!locked) throw notFound(COMPANY_MESSAGES.notFound);
    if (!locked.archived_at) return toCompany(locked);
    const [row] = await tx
      .update(companies)
      .set({ archived_at: null, archived_by: null })
      .where(eq(companies.id, id))
      .returning();
    if (!row) throw notFound(COMPANY_MESSAGES.notFound);
    return toCompany(row);
  });
}
