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
import type { Database } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { notFound } from '../../http-errors';
import {
  businessTransactionsOf,
  countTransactions,
  transactionSummaries,
} from '../transactions/queries';
import { companyCustomers, findCompany, toCompany } from './queries';

// Every write runs in a transaction, which carries the audit trail's actor (db/audit-context.ts).
export function createCompany(db: Database, input: CompanyInput): Promise<Company> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(companies).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    return toCompany(row);
  });
}

export async function getCompanyDetail(db: Database, id: string): Promise<CompanyDetail> {
  const row = await findCompany(db, id);
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  const business = businessTransactionsOf(id);
  const [people, history, total] = await Promise.all([
    companyCustomers(db, id),
    transactionSummaries(db, business, COMPANY_TRANSACTIONS_LIMIT),
    countTransactions(db, business),
  ]);
  return { ...toCompany(row), customers: people, transactions: history, transaction_total: total };
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
): Promise<Company> {
  const [row] = await db.transaction((tx) =>
    tx
      .update(companies)
      .set({ ...input, updated_at: clock() })
      .where(eq(companies.id, id))
      .returning(),
  );
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  return toCompany(row);
}

// The company's customers are kept and lose the association, in the same transaction as the
// delete (the foreign key would also set null; doing it explicitly keeps updated_at honest).
export function deleteCompany(db: Database, clock: Clock, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!locked) throw notFound(COMPANY_MESSAGES.notFound);
    await tx
      .update(customers)
      .set({ company_id: null, updated_at: clock() })
      .where(eq(customers.company_id, id));
    await tx.delete(companies).where(eq(companies.id, id));
  });
}
