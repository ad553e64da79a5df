import { beforeAll, expect } from 'vitest';
import { localDateOf } from '@domain/business-day';
import { windowContaining } from '@domain/compliance';
import type { Branch } from '@domain/contracts/cash';
import type { CaseDetail, CaseListResponse } from '@domain/contracts/compliance';
import { exchangeSuite } from './exchange-suite';

export const ZONE = 'America/Toronto';
export const today = () => localDateOf(new Date(), ZONE);
// The suite's windows start 12 hours away from now, so no test straddles a window's start by
// accident.
const hourNow = Number(
  new Intl.DateTimeFormat('en-CA', { hour: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(
    new Date(),
  ),
);
export const WINDOW_START = `${String((hourNow + 12) % 24).padStart(2, '0')}:00`;
export const currentWindow = () => windowContaining(new Date(), WINDOW_START, ZONE);

// Test support for the compliance queue: an exchange suite whose window starts at WINDOW_START,
// exchanges in CAD (so the CAD value is the amount handed over), and the cases as a client
// reads them.
export function caseSuite(env?: Record<string, string>) {
  const s = exchangeSuite(env);
  beforeAll(async () => {
    const res = await s.call('PUT', '/api/settings/compliance_thresholds', {
      value: { window_start_time: WINDOW_START },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  // The teller has asked whether the customer acts for someone else (FINTRAC's third party
  // determination, needed once an exchange makes or joins a report): they act for themselves,
  // unless the exchange is on behalf of someone.
  const cadExchange = async (
    customer_id: string,
    amounts: string[],
    extra: Record<string, unknown> = {},
  ) => {
    const [from_currency_id, to_currency_id] = await s.ids('CAD', 'USD');
    return s.exchange({
      customer_id,
      payment_method: 'cash',
      ...(extra.is_on_behalf ? {} : { acting_for_third_party: false }),
      pairs: amounts.map((amount) => ({ from_currency_id, to_currency_id, amount })),
      ...extra,
    });
  };
  const booked = async (customer_id: string, amounts: string[], extra = {}) => {
    const res = await cadExchange(customer_id, amounts, extra);
    expect(res.statusCode, res.body).toBe(201);
    return s.booked(res);
  };
  const cases = async (query = 'queue=all&limit=100') =>
    (await s.call('GET', `/api/compliance/cases?${query}`)).json<CaseListResponse>().rows;
  const casesOf = async (customerId: string) =>
    (await cases()).filter((c) => c.people.some((p) => p.customer_id === customerId));
  const detail = async (id: string) =>
    (await s.call('GET', `/api/compliance/cases/${id}`)).json<CaseDetail>();
  const badge = async () =>
    (await s.call('GET', '/api/compliance/badge')).json<{ due_soon: number }>().due_soon;
  // The bureau's numbers at FINTRAC: every branch's location number, and the reporting entity.
  const setFintracLocation = async (location: string | null) => {
    const { rows } = (await s.call('GET', '/api/branches')).json<{ rows: Branch[] }>();
    for (const branch of rows) {
      const res = await s.call('PUT', `/api/branches/${branch.id}`, {
        name: branch.name,
        address: branch.address,
        fintrac_location_id: location,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const setFintracEntity = (value: unknown) =>
    s.call('PUT', '/api/settings/fintrac_reporting_entity', { value });

  return {
    // A getter: the app exists only once beforeAll has run.
    get t() {
      return s.t;
    },
    call: s.call,
    ids: s.ids,
    customer: s.customer,
    identifiedCustomer: s.identifiedCustomer,
    newCurrency: s.newCurrency,
    rate: s.rate,
    exchange: s.exchange,
    state: s.state,
    cadExchange,
    booked,
    cases,
    casesOf,
    detail,
    badge,
    setFintracLocation,
    setFintracEntity,
  };
}
