import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
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
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: u, url }) => {
        await opts.mailer.sendEmailConfirmation(u.email, url);
      },
    },
    user: {
      additionalFields: {
        first_name: { type: 'string', required: false, input: true },
        last_name: { type: 'string', required: false, input: true },
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
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
