import { LANGUAGES, THEMES } from '@domain/language';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES, STAFF_STATUSES } from '@domain/staff';

// The tables better-auth needs (its documented core schema), written by hand because its
// generator CLI does not run on Node 20 (DESIGN §9). Property names are better-auth's field names.
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const user = pgTable(
  'auth_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    // The database decides both on insert (trigger auth_users_first_owner, migration 0009): the
    // first account ever is the active owner, every later one a pending teller.
    role: text('role', { enum: STAFF_ROLES }).notNull().default('teller'),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('pending'),
    // The member's own choices (issue 28): null follows the browser (language) or the device
    // (theme).
    language: text('language', { enum: LANGUAGES }),
    theme: text('theme', { enum: THEMES }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('auth_users_role_known', sql`${t.role} in ('teller', 'manager', 'owner')`),
    check('auth_users_language_known', sql`${t.language} in ('en', 'fr')`),
    check('auth_users_theme_known', sql`${t.theme} in ('light', 'dark', 'system')`),
    check(
      'auth_users_status_known',
      sql`${t.status} in ('pending', 'active', 'rejected', 'deactivated')`,
    ),
  ],
);

export const session = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: stamp('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: stamp('access_token_expires_at'),
    refreshTokenExpiresAt: stamp('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

// Sign-in attempt counters live in the database so every instance shares them.
export const rateLimit = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
