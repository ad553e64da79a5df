import type { StaffRole } from '@domain/staff';

// Who may call each /api route (docs/decisions/0019). 'self': any signed-in account, even one
// waiting for approval (its own session and sign-out); a role: an active member with at least
// that role. Routes marked public in their config need no session and are not listed. A route
// missing here is refused to everyone, and the route × role test fails for it.
export type Access = 'self' | StaffRole;

export const ACCESS_RULES: Readonly<Record<string, Access>> = {
  // One's own session.
  'POST /api/auth/sign-out': 'self',
  'POST /api/auth/send-verification-email': 'self',
  'GET /api/auth/list-sessions': 'self',
  'POST /api/auth/revoke-session': 'self',
  'POST /api/auth/revoke-other-sessions': 'self',

  // The API's documentation.
  'GET /api/docs': 'teller',
  'GET /api/docs/': 'teller',
  'GET /api/docs/json': 'teller',
  'GET /api/docs/yaml': 'teller',
  'GET /api/docs/static/index.html': 'teller',
  'GET /api/docs/static/*': 'teller',
  'GET /api/docs/static/swagger-initializer.js': 'teller',

  // Tellers: customers, companies, ID cards, exchanges, claims, receipts; reads of the rest.
  'GET /api/customers': 'teller',
  'GET /api/customers/without-company': 'teller',
  'POST /api/customers': 'teller',
  'GET /api/customers/:id': 'teller',
  'PUT /api/customers/:id': 'teller',
  'PUT /api/customers/:id/company': 'teller',
  'DELETE /api/customers/:id': 'teller',
  'GET /api/customers/:id/id-cards': 'teller',
  'GET /api/customers/:id/history': 'teller',
  'GET /api/companies': 'teller',
  'GET /api/companies/options': 'teller',
  'POST /api/companies': 'teller',
  'GET /api/companies/:id': 'teller',
  'GET /api/companies/:id/transactions': 'teller',
  'GET /api/companies/:id/history': 'teller',
  'PUT /api/companies/:id': 'teller',
  'DELETE /api/companies/:id': 'teller',
  'POST /api/id-cards': 'teller',
  'DELETE /api/id-cards/:id': 'teller',
  'GET /api/transactions': 'teller',
  'GET /api/transactions/counts': 'teller',
  'POST /api/transactions': 'teller',
  'GET /api/transactions/:id': 'teller',
  'POST /api/transactions/:id/claim': 'teller',
  'GET /api/transactions/:id/history': 'teller',
  'GET /api/exchanges/:reference': 'teller',
  'GET /api/currencies': 'teller',
  'GET /api/currency-rates': 'teller',
  'GET /api/currency-rates/current': 'teller',
  'GET /api/accounts': 'teller',
  'GET /api/accounts/:id/movements': 'teller',
  'GET /api/settings': 'teller',
  'GET /api/dashboard': 'teller',
  // The latest crypto prices and a pair's derived rate (the exchange's Refresh Rate).
  'GET /api/crypto/prices': 'teller',
  'GET /api/crypto/rate': 'teller',
  // The compliance queue: tellers read it, file reports and review alerts (decision 0026).
  'GET /api/compliance/cases': 'teller',
  'GET /api/compliance/badge': 'teller',
  'GET /api/compliance/cases/:id': 'teller',
  'GET /api/compliance/cases/:id/export.json': 'teller',
  'GET /api/compliance/cases/:id/export.csv': 'teller',
  'POST /api/compliance/cases/:id/file': 'teller',
  'POST /api/compliance/cases/:id/review': 'teller',
  'GET /api/compliance/export.json': 'teller',
  'GET /api/compliance/export.csv': 'teller',
  'GET /api/compliance/examination.json': 'teller',
  'GET /api/compliance/examination.csv': 'teller',

  // Managers: currencies, rates, balances, the transaction export, reports.
  'POST /api/currencies': 'manager',
  'PUT /api/currencies/:id': 'manager',
  'DELETE /api/currencies/:id': 'manager',
  'POST /api/currency-rates': 'manager',
  'PUT /api/currency-rates/:id': 'manager',
  'DELETE /api/currency-rates/:id': 'manager',
  'POST /api/crypto/update-prices': 'manager',
  'PUT /api/accounts/:id': 'manager',
  'POST /api/accounts/:id/adjustments': 'manager',
  'GET /api/transactions/export.csv': 'manager',
  'GET /api/reports/currency-performance': 'manager',
  'GET /api/reports/daily-position': 'manager',
  'GET /api/reports/daily-position.csv': 'manager',
  'POST /api/compliance/cases/:id/dismiss': 'manager',
  'POST /api/customers/:id/restore': 'manager',
  'POST /api/companies/:id/restore': 'manager',

  // The owner: settings and staff.
  'PUT /api/settings/:key': 'owner',
  'GET /api/staff': 'owner',
  'GET /api/audit': 'owner',
  'GET /api/audit/export.csv': 'owner',
  'POST /api/staff/:id/approve': 'owner',
  'POST /api/staff/:id/reject': 'owner',
  'PUT /api/staff/:id/role': 'owner',
  'POST /api/staff/:id/deactivate': 'owner',
  'POST /api/staff/:id/reactivate': 'owner',
  // A copy of the whole database: personal data and password hashes (decision 0032).
  'GET /api/backup': 'owner',
};

/** The rule of a route as the router matched it; HEAD follows GET. */
export function accessRule(method: string, url: string): Access | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const key = `${verb} ${url}`;
  return Object.hasOwn(ACCESS_RULES, key) ? ACCESS_RULES[key] : undefined;
}
