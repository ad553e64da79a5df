// The owner's first-run checklist (issue 47): what a new bureau sets up before its first
// exchange, each step linking to the screen that does it and ticking itself once done.

export const SETUP_STEPS = [
  'business_profile',
  'time_zone',
  'reference_feed',
  'branch_tills',
  'denominations',
  'first_float',
  'staff',
  'backups',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

// The seeded business profile: placeholders, printed on no receipt (they would mislead).
export const PLACEHOLDER_PROFILE = {
  name: 'Your Exchange Bureau',
  address: '123 Example Street, Your City',
  phone: '(000) 000-0000',
} as const;

/** Whether a business profile still holds one of the seeded placeholders. */
export function holdsPlaceholders(profile: {
  name?: string | null;
  address?: string | null;
  phone?: string | null;
}): boolean {
  const same = (a: string | null | undefined, b: string) => (a ?? '').trim() === b;
  return (
    same(profile.name, PLACEHOLDER_PROFILE.name) ||
    same(profile.address, PLACEHOLDER_PROFILE.address) ||
    same(profile.phone, PLACEHOLDER_PROFILE.phone)
  );
}

export const PROFILE_PLACEHOLDER_MESSAGE =
  "The business profile still holds placeholders: enter the bureau's name, address and phone in Settings before printing receipts";
