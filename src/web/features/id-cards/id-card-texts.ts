import { msg } from '@web/i18n';

// SPEC §2: the ID type is free text.
export const ID_TYPE_PLACEHOLDER = msg("e.g. Passport, Driver's License");

// SPEC §8 uses different failure texts on the customer page and in the side panel.
export const DELETE_FAILURE = {
  page: msg('Failed to delete ID card'),
  panel: msg('Failed to delete ID Card.'),
} as const;

export type IdCardsVariant = keyof typeof DELETE_FAILURE;
