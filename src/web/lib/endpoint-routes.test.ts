import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@domain/contracts/endpoints';
import { ENDPOINT_ROUTES } from './endpoint-routes';

describe('the web calls endpoints where the endpoint table routes them', () => {
  it('has every endpoint with its method and path (rewrite: npx tsx scripts/endpoint-routes.ts)', () => {
    const table = Object.fromEntries(
      Object.entries(ENDPOINTS).map(([name, { method, path }]) => [name, [method, path]]),
    );
    expect(ENDPOINT_ROUTES).toEqual(table);
  });
});
