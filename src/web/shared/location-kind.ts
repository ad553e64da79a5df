import type { LocationKind } from '@domain/contracts/cash';
import { msg } from '@web/i18n';

// How a location's kind reads on screen (settings, accounts, reports), translated where shown.
export const LOCATION_KIND_LABEL: Record<LocationKind, string> = {
  vault: msg('Vault'),
  till: msg('Till'),
  card: msg('Card settlement'),
};
