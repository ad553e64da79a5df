import type {
  CreateCustomerInput,
  Customer,
  CustomerDetail,
  UpdateCustomerInput,
} from '@domain/contracts/customers';
import { CUSTOMER_MESSAGES } from '@domain/contracts/customers';
import { COMPANY_MESSAGES } from '@domain/contracts/companies';
import { CUSTOMER_HISTORY } from '@domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import type { Database, Tx } from '../../db/client';
import { customers, idCards } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { listIdCards } from '../id-cards/queries';
import { customerTransactions, hasTransactions } from '../transactions/queries';
import {
  companyExists,
  findCompanySummary,
  findCustomer,
  lockCustomer,
  toCustomer,
} from './queries';

async function assertCompany(tx: Tx, companyId: string | null) {
  if (companyId && !(await companyExists(tx, companyId))) throw notFound(COMPANY_MESSAGES.notFound);
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
});

// The customer and its complete ID cards are saved together or not at all.
export function createCustomer(db: Database, input: CreateCustomerInput): Promise<Customer> {
  return db.transaction(async (tx) => {
    await assertCompany(tx, input.company_id);
    const [row] = await tx.insert(customers).values(customerValues(input)).returning();
    if (!row) throw new Error('insert returned no row');
    if (input.id_cards.length > 0) {
      // Cards list by created_at; one microsecond apart, they keep the order they were entered
      // in (now() is the same for the whole transaction).
      await tx.insert(idCards).values(
        input.id_cards.map((card, i) => ({
          ...card,
          customer_id: row.id,
          created_at: sql`now() + ${`${i} microseconds`}::interval`,
        })),
      );
    }
    return toCustomer(row);
  });
}

export async function getCustomerDetail(db: Database, id: string): Promise<CustomerDetail> {
  const row = await findCustomer(db, id);
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  const [company, cards, history] = await Promise.all([
    findCompanySummary(db, row.company_id),
    listIdCards(db, id),
    customerTransactions(db, id, CUSTOMER_HISTORY),
  ]);
  return { ...toCustomer(row), company, id_cards: cards, transactions: history };
}

export function updateCustomer(
  db: Database,
  clock: Clock,
  id: string,
  input: UpdateCustomerInput,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    await assertCompany(tx, input.company_id);
    const [row] = await tx
      .update(customers)
      .set({ ...customerValues(input), updated_at: clock() })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
    return toCustomer(row);
  });
}

export function setCustomerCompany(
  db: Database,
  clock: Clock,
  id: string,
  companyId: string | null,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    await assertCompany(tx, companyId);
    const [row] = await tx
      .update(customers)
      .set({ company_id: companyId, updated_at: clock() })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
    return toCustomer(row);
  });
}

// Transactions are records that must be kept (docs/decisions/0005): a customer who appears in
// any transaction, as initiator or recipient, cannot be deleted. ID cards go with the customer.
export function deleteCustomer(db: Database, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, id))) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (await hasTransactions(tx, id)) throw conflict(CUSTOMER_MESSAGES.hasTransactions, 'in_use');
    await tx.delete(customers).where(eq(customers.id, id));
  });
}
