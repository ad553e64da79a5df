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
