// The minimal build: with an adapter (drizzle's) the full one adds only Kysely, ~300 modules
// loaded at every start.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { eq } from 'drizzle-orm';
import { STAFF_MESSAGES } from '@domain/staff';
import { MIN_PASSWORD_LENGTH } from '@domain/contracts/auth';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import type { Mailer } from './mailer';

export type AuthOptions = {
  db: Database;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  signInRateLimit: number;
  signUpRateLimit: number;
  mailer: Mailer;
  quiet?: boolean;
};

const HOUR = 60 * 60;

async function staffStatus(db: Database, userId: string) {
  const [row] = await db.select({ status: user.status }).from(user).where(eq(user.id, userId));
  return row?.status ?? null;
}

export function createAuth(opts: AuthOptions) {
  return betterAuth({
    appName: 'Bureau Back Office',
    baseURL: opts.baseUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: opts.trustedOrigins,
    telemetry: { enabled: false },
    logger: { disabled: opts.quiet === true },
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    // better-auth hashes passwords with scrypt, a memory-hard function.
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A confirmation link only confirms the address: whoever holds it (a mailbox, a log, a
      // forwarded ticket) must never get a session from it (docs/decisions/0003).
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user: u, url }) => {
        await opts.mailer.sendEmailConfirmation(u.email, url);
      },
    },
    user: {
      additionalFields: {
        first_name: { type: 'string', required: false, input: true },
        last_name: { type: 'string', required: false, input: true },
        // Set by the database on insert and by an owner on the Staff page, never by sign-up.
        role: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false },
      },
    },
    // A working day fits in one session; each use after an hour extends it (sliding expiry).
    session: { expiresIn: 12 * HOUR, updateAge: HOUR },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: opts.signInRateLimit },
        '/sign-up/email': { window: 60, max: opts.signUpRateLimit },
        // Every page load and every open tab reads its own session, and a whole office may
        // share one public address: limiting it would sign busy staff out. It only reads.
        '/get-session': false,
      },
    },
    // The auth route sets this header from Fastify's view of the client address.
    advanced: { ipAddress: { ipAddressHeaders: ['x-forwarded-for'] } },
    // A rejected or deactivated account cannot start a session; a pending one may (it sees the
    // waiting message and nothing else).
    databaseHooks: {
      session: {
        create: {
          before: async (newSession) => {
            const status = await staffStatus(opts.db, newSession.userId);
            if (status === 'rejected' || status === 'deactivated') {
              throw new APIError('FORBIDDEN', { message: STAFF_MESSAGES.inactive });
            }
          },
        },
      },
    },
    // Only the signed token (as `set-auth-token` gives it) is a credential: the bare token that
    // `auth_sessions` stores is not, so a read of the database or a backup opens no session.
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
