// The records the accessibility walks need so that every screen and dialog has something to
// show (a11y-routes.ts, a11y-dialogs.ts), made through the owner's API.
import type { APIRequestContext } from '@playwright/test';
import { MAIN_BRANCH_ID, MAIN_VAULT_ID } from '../src/server/db/schema/cash';
import { ok } from './api';
import { photoOnFile, sanctionsHit, sessionAwaitingSignoff } from './a11y-seed-records';

export type Seed = {
  customer: string;
  company: string;
  transaction: string;
  case: string;
  hit: string;
  closedTill: string;
  session: string;
  handover: string;
  awaitingSignoff: string;
  boardToken: string;
  // An exchange on behalf of a recipient, waiting for its pickup (the claim dialog).
  onBehalf: string;
};

/** A customer with an ID card in a company, a booked exchange, a report, a match, a till. */
export async function seed(
  api: APIRequestContext,
  options: { photos?: boolean } = {},
): Promise<Seed> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const company = await ok<{ id: string }>(
    api.post('/api/companies', { data: { name: `Access Co ${stamp}`, industry: 'Retail' } }),
  );
  const customer = await ok<{ id: string }>(
    api.post('/api/customers', {
      data: {
        first_name: 'Ada',
        last_name: `Axe${stamp}`,
        email: `axe-${stamp}@example.com`,
        birthday: '1975-09-12',
        address: '200 Queen Street, Toronto',
        occupation: 'Dentist',
        phone: '416-555-0100',
        company_id: company.id,
      },
    }),
  );
  const card = await ok<{ id: string }>(
    api.post('/api/id-cards', {
      data: {
        customer_id: customer.id,
        id_number: `P-${stamp}`,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
        issuing_country: 'CA',
        verified: true,
      },
    }),
  );
  const { rows: currencies } = await ok<{ rows: { id: string; code: string }[] }>(
    api.get('/api/currencies?limit=100'),
  );
  const currency = (code: string) => currencies.find((c) => c.code === code)?.id;
  // $10,500 in cash in a day: a large cash transaction report in the compliance queue.
  const exchange = (amount: string) =>
    ok<{ transactions: { id: string }[] }>(
      api.post('/api/transactions', {
        data: {
          customer_id: customer.id,
          payment_method: 'cash',
          acting_for_third_party: false,
          pairs: [{ from_currency_id: currency('CAD'), to_currency_id: currency('USD'), amount }],
        },
      }),
    );
  const booked = await exchange('9000');
  await exchange('1500');
  // A second card saved without its issuer and check (issue 44): the "Complete ID card" dialog.
  await ok(
    api.post('/api/id-cards', {
      data: {
        customer_id: customer.id,
        id_number: `DL-${stamp}`,
        id_type: "Driver's Licence",
        expiry_date: '2099-01-01',
      },
    }),
  );
  if (options.photos) await photoOnFile(api, card.id);
  const cases = await ok<{ rows: { id: string }[] }>(api.get('/api/compliance/cases?queue=all'));

  // Cash for a recipient to pick up (the claim dialog, a confirmation), small and from a
  // sender of its own, so that it adds to no report.
  const person = (first_name: string, email: string) =>
    ok<{ id: string }>(
      api.post('/api/customers', {
        data: { first_name, last_name: `Axe${stamp}`, email: `${email}-${stamp}@example.com` },
      }),
    );
  const sender = await person('Sacha', 'axe-s');
  const recipient = await person('Rémi', 'axe-r');
  await ok(
    api.post('/api/id-cards', {
      data: {
        customer_id: recipient.id,
        id_number: `R-${stamp}`,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
        issuing_country: 'CA',
        verified: true,
      },
    }),
  );
  const onBehalf = await ok<{ transactions: { id: string }[] }>(
    api.post('/api/transactions', {
      data: {
        customer_id: sender.id,
        is_on_behalf: true,
        recipient_customer_id: recipient.id,
        pairs: [
          { from_currency_id: currency('CAD'), to_currency_id: currency('USD'), amount: '60' },
          { from_currency_id: currency('CAD'), to_currency_id: currency('EUR'), amount: '40' },
        ],
      },
    }),
  );
  const till = await ok<{ id: string }>(
    api.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: `Axe ${stamp}` } }),
  );
  const mine = await ok<{ session: { id: string; till: { id: string } } | null }>(
    api.get('/api/till-sessions/mine'),
  );
  // Cash handed to the owner's till, waiting for its count (issue 46).
  const accounts = await ok<{ rows: { id: string; currency: { code: string } }[] }>(
    api.get('/api/accounts'),
  );
  const cad = accounts.rows.find((a) => a.currency.code === 'CAD')?.id ?? '';
  await ok(
    api.post(`/api/accounts/${cad}/adjustments`, {
      data: { direction: 'increase', amount: '120', note: 'Axe handovers' },
    }),
  );
  const handover = await ok<{ id: string }>(
    api.post('/api/cash-transfers', {
      data: {
        from_location_id: MAIN_VAULT_ID,
        to_location_id: mine.session?.till.id,
        currency_id: currency('CAD'),
        amount: '20',
      },
    }),
  );
  // And cash counted short on arrival: its handover waits for a manager's sign-off (issue 47).
  const short = await ok<{ id: string }>(
    api.post('/api/cash-transfers', {
      data: {
        from_location_id: MAIN_VAULT_ID,
        to_location_id: mine.session?.till.id,
        currency_id: currency('CAD'),
        amount: '100',
      },
    }),
  );
  await ok(
    api.post(`/api/cash-transfers/${short.id}/count`, {
      data: { lines: [{ value: '20', quantity: 1 }] },
    }),
  );
  const board = await ok<{ token: string }>(
    api.post('/api/board-links', { data: { label: `Axe ${stamp}` } }),
  );
  const awaitingSignoff = await sessionAwaitingSignoff(api, stamp, currency('CAD') ?? '');
  return {
    customer: customer.id,
    company: company.id,
    transaction: booked.transactions[0]?.id ?? '',
    case: cases.rows[0]?.id ?? '',
    hit: await sanctionsHit(api, stamp),
    closedTill: till.id,
    session: mine.session?.id ?? '',
    handover: handover.id,
    awaitingSignoff,
    boardToken: board.token,
    onBehalf: onBehalf.transactions[0]?.id ?? '',
  };
}
