import { expect, type APIRequestContext } from '@playwright/test';

// A customer made through the API with what the test puts on file (no address, no ID card
// unless given), answering its id.
export async function customerOnFile(
  request: APIRequestContext,
  fields: { first_name: string; last_name: string } & Record<string, string>,
): Promise<string> {
  const created = await request.post('/api/customers', {
    data: { email: `${fields.last_name.toLowerCase()}@example.com`, ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

// A verified Canadian passport for the customer, numbered after the test's tag: what FINTRAC's
// reports ask of their identification.
export async function passportOnFile(
  request: APIRequestContext,
  customerId: string,
  tag: string,
): Promise<void> {
  const created = await request.post('/api/id-cards', {
    data: {
      customer_id: customerId,
      id_number: `P-${tag}`,
      id_type: 'Passport',
      expiry_date: '2099-01-01',
      issuing_country: 'CA',
      verified: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}
