import { toDec, type DecimalLike } from './money';

// Staff roles, each with every right of the ones before it (docs/decisions/0019).
export const STAFF_ROLES = ['teller', 'manager', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// A new account waits for the owner; only an active one may work.
export const STAFF_STATUSES = ['pending', 'active', 'rejected', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const RANK: Record<StaffRole, number> = { teller: 0, manager: 1, owner: 2 };

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && Object.hasOwn(RANK, value);

export const staffRole = (value: unknown): StaffRole | null => (isStaffRole(value) ? value : null);

/** Whether a member with `role` may do what `needed` may. */
export function roleAllows(role: StaffRole | null | undefined, needed: StaffRole): boolean {
  return isStaffRole(role) && RANK[role] >= RANK[needed];
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  teller: 'Teller',
  manager: 'Manager',
  owner: 'Owner',
};

export const STATUS_LABELS: Record<StaffStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  rejected: 'Rejected',
  deactivated: 'Deactivated',
};

export const STAFF_MESSAGES = {
  pending: 'Your account is waiting for approval by the owner',
  inactive: 'Your account is not active',
  needs: (role: StaffRole) => (role === 'owner' ? 'This needs the owner' : `This needs a ${role}`),
  lastOwner: 'The last active owner cannot be demoted or deactivated',
  rateOverride: (percent: string) => `Rate override beyond ${percent}% needs a manager`,
  rateWithoutTable: 'A custom rate without a table rate needs a manager',
} as const;

export const DEFAULT_RATE_OVERRIDE_TOLERANCE_PERCENT = '2';

/**
 * Whether a custom rate stays within `tolerancePercent` of the table rate (both sides
 * inclusive): |custom − table| ≤ table × tolerance / 100.
 */
export function rateWithinTolerance(
  customRate: DecimalLike,
  tableRate: DecimalLike,
  tolerancePercent: DecimalLike,
): boolean {
  const table = toDec(tableRate);
  const allowed = table.abs().mul(toDec(tolerancePercent)).div(100);
  return toDec(customRate).minus(table).abs().lte(allowed);
}
