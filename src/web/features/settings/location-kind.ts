import type { LocationKind } from '@domain/contracts/cash';

// How a location's kind reads on screen (settings, accounts, reports).
export const LOCATION_KIND_LABEL: Record<LocationKind, string> = {
  vault: 'Vault',
  till: 'Till',
  card: 'Card settlement',
};
