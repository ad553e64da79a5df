import type { APIRequestContext } from '@playwright/test';
import { ok } from './api';

type Branch = { id: string; name: string; address: string | null };

// The bureau's numbers at FINTRAC (issue 45): its reporting entity number and compliance
// contact, and every branch's location number, as the fake FINTRAC API's registry knows them.
export async function bureauKnownToFintrac(request: APIRequestContext) {
  await ok(
    request.put('/api/settings/fintrac_reporting_entity', {
      data: { value: { reporting_entity_number: 1234567, contact_id: 42 } },
    }),
  );
  const { rows } = await ok<{ rows: Branch[] }>(request.get('/api/branches'));
  for (const branch of rows) {
    await ok(
      request.put(`/api/branches/${branch.id}`, {
        data: { name: branch.name, address: branch.address, fintrac_location_id: 'LOC01' },
      }),
    );
  }
}
