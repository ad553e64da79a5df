import { type AnyColumn, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema';

// A staff member as the cash day's answers name them: their name, else their email.
export const personName = (u: { name: AnyColumn; email: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(${u.name}), ''), ${u.email})`;

export const tellers = alias(user, 'teller');
export const signers = alias(user, 'signer');
export const counters = alias(user, 'counter');

export const person = (id: string | null, name: string | null) =>
  id && name ? { id, name } : null;
