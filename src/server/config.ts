import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

// A list's URL: an http(s) URL, or empty for "do not fetch this list".
function sanctionsUrl(name: string, fallback: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .pipe(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https?$/, message: `${name} must be an http(s) URL or empty` }),
      ]),
    );
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(8787),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  // Where browsers reach the app; used for links in emails and for the sign-in origin check.
  PUBLIC_URL: optionalString.pipe(z.url('PUBLIC_URL must be a URL').optional()),
  // Extra origins allowed to sign in (comma separated), e.g. the Vite dev server.
  TRUSTED_ORIGINS: optionalString,
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  // The key that encrypts photos of ID documents (docs/decisions/0054): 32 bytes in base64.
  // Without it, one is generated when the first photo is stored and kept in DATA_DIR.
  ID_IMAGE_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => /^[A-Za-z0-9+/]{43}=$/.test(v),
        'ID_IMAGE_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  // Sign-in attempts allowed per client address per minute.
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  // Sign-ups allowed per client address per minute.
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default('Bureau Back Office <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: z.string().trim().min(1).default('./dist/web'),
  // The crypto price service, speaking CoinGecko's /simple/price protocol.
  CRYPTO_PRICE_URL: z
    .string()
    .trim()
    .default('https://api.coingecko.com/api/v3')
    .pipe(z.url({ protocol: /^https?$/, message: 'CRYPTO_PRICE_URL must be an http(s) URL' })),
  COINGECKO_API_KEY: optionalString,
  COINGECKO_API_PLAN: z
    .enum(['demo', 'pro'], { message: 'COINGECKO_API_PLAN must be demo or pro' })
    .default('demo'),
  CRYPTO_PRICE_TIMEOUT_MS: z.coerce
    .number({ message: 'CRYPTO_PRICE_TIMEOUT_MS must be a number' })
    .int('CRYPTO_PRICE_TIMEOUT_MS must be a whole number')
    .min(100, 'CRYPTO_PRICE_TIMEOUT_MS must be between 100 and 60000')
    .max(60_000, 'CRYPTO_PRICE_TIMEOUT_MS must be between 100 and 60000')
    .default(10_000),
  // The reference rates' source, speaking the Bank of Canada's Valet protocol (decision 0037).
  FX_REFERENCE_URL: z
    .string()
    .trim()
    .default('https://www.bankofcanada.ca/valet')
    .pipe(z.url({ protocol: /^https?$/, message: 'FX_REFERENCE_URL must be an http(s) URL' })),
  FX_REFERENCE_TIMEOUT_MS: z.coerce
    .number({ message: 'FX_REFERENCE_TIMEOUT_MS must be a number' })
    .int('FX_REFERENCE_TIMEOUT_MS must be a whole number')
    .min(100, 'FX_REFERENCE_TIMEOUT_MS must be between 100 and 60000')
    .max(60_000, 'FX_REFERENCE_TIMEOUT_MS must be between 100 and 60000')
    .default(10_000),
  // Sanctions lists fetched daily (docs/decisions/0038); empty turns a source off.
  SANCTIONS_SEMA_URL: sanctionsUrl(
    'SANCTIONS_SEMA_URL',
    'https://www.international.gc.ca/world-monde/assets/office_docs/international_relations-relations_internationales/sanctions/sema-lmes.xml',
  ),
  SANCTIONS_UN_URL: sanctionsUrl(
    'SANCTIONS_UN_URL',
    'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
  ),
  // OpenSanctions' targets.simple.csv needs a data licence for business use: off unless set.
  SANCTIONS_OPENSANCTIONS_URL: sanctionsUrl('SANCTIONS_OPENSANCTIONS_URL', ''),
  SANCTIONS_FETCH_TIMEOUT_MS: z.coerce
    .number({ message: 'SANCTIONS_FETCH_TIMEOUT_MS must be a number' })
    .int('SANCTIONS_FETCH_TIMEOUT_MS must be a whole number')
    .min(100, 'SANCTIONS_FETCH_TIMEOUT_MS must be between 100 and 600000')
    .max(600_000, 'SANCTIONS_FETCH_TIMEOUT_MS must be between 100 and 600000')
    .default(120_000),
  // FINTRAC's Report Ingest API (docs/decisions/0056): its base URL (ending /reporting-ingest),
  // the OAuth token URL (its /oauth2/v2.0/token unless set) and the bureau's client credentials.
  // Without a URL, reports are downloaded and filed in FINTRAC's web system.
  FINTRAC_API_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'FINTRAC_API_URL must be an http(s) URL' }).optional(),
  ),
  FINTRAC_TOKEN_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'FINTRAC_TOKEN_URL must be an http(s) URL' }).optional(),
  ),
  FINTRAC_CLIENT_ID: optionalString,
  FINTRAC_CLIENT_SECRET: optionalString,
  FINTRAC_API_TIMEOUT_MS: z.coerce
    .number({ message: 'FINTRAC_API_TIMEOUT_MS must be a number' })
    .int('FINTRAC_API_TIMEOUT_MS must be a whole number')
    .min(100, 'FINTRAC_API_TIMEOUT_MS must be between 100 and 120000')
    .max(120_000, 'FINTRAC_API_TIMEOUT_MS must be between 100 and 120000')
    .default(30_000),
  // How long a till's receipt printer may take to connect, answer and take a job (decision 0060).
  RECEIPT_PRINTER_TIMEOUT_MS: z.coerce
    .number({ message: 'RECEIPT_PRINTER_TIMEOUT_MS must be a number' })
    .int('RECEIPT_PRINTER_TIMEOUT_MS must be a whole number')
    .min(100, 'RECEIPT_PRINTER_TIMEOUT_MS must be between 100 and 30000')
    .max(30_000, 'RECEIPT_PRINTER_TIMEOUT_MS must be between 100 and 30000')
    .default(3_000),
});

export type FintracApiConfig = {
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  trustedOrigins: string[];
  authSecret: string | undefined;
  idImageKey: string | undefined;
  signInRateLimit: number;
  signUpRateLimit: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  cryptoPrices: {
    url: string;
    apiKey: string | undefined;
    plan: 'demo' | 'pro';
    timeoutMs: number;
  };
  referenceRates: { url: string; timeoutMs: number };
  // Each list's URL, null when not fetched.
  sanctionsFeeds: {
    sema: string | null;
    un: string | null;
    opensanctions: string | null;
    timeoutMs: number;
  };
  // FINTRAC's API, null when reports are filed by hand.
  fintracApi: FintracApiConfig | null;
  receiptPrinterTimeoutMs: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.FINTRAC_API_URL && (!c.FINTRAC_CLIENT_ID || !c.FINTRAC_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  FINTRAC_API_URL: FINTRAC_CLIENT_ID and FINTRAC_CLIENT_SECRET are needed with it',
    );
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const extra = (c.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    publicUrl,
    trustedOrigins: [
      ...new Set([publicUrl, `http://localhost:${c.PORT}`, `http://127.0.0.1:${c.PORT}`, ...extra]),
    ],
    authSecret: c.AUTH_SECRET,
    idImageKey: c.ID_IMAGE_KEY,
    signInRateLimit: c.SIGN_IN_RATE_LIMIT,
    signUpRateLimit: c.SIGN_UP_RATE_LIMIT,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    webDistDir: c.WEB_DIST_DIR,
    cryptoPrices: {
      url: c.CRYPTO_PRICE_URL.replace(/\/+$/, ''),
      apiKey: c.COINGECKO_API_KEY,
      plan: c.COINGECKO_API_PLAN,
      timeoutMs: c.CRYPTO_PRICE_TIMEOUT_MS,
    },
    referenceRates: {
      url: c.FX_REFERENCE_URL.replace(/\/+$/, ''),
      timeoutMs: c.FX_REFERENCE_TIMEOUT_MS,
    },
    sanctionsFeeds: {
      sema: c.SANCTIONS_SEMA_URL || null,
      un: c.SANCTIONS_UN_URL || null,
      opensanctions: c.SANCTIONS_OPENSANCTIONS_URL || null,
      timeoutMs: c.SANCTIONS_FETCH_TIMEOUT_MS,
    },
    fintracApi: fintracApiOf(c),
    receiptPrinterTimeoutMs: c.RECEIPT_PRINTER_TIMEOUT_MS,
  };
}

function fintracApiOf(c: z.infer<typeof configSchema>): FintracApiConfig | null {
  if (!c.FINTRAC_API_URL || !c.FINTRAC_CLIENT_ID || !c.FINTRAC_CLIENT_SECRET) return null;
  const url = c.FINTRAC_API_URL.replace(/\/+$/, '');
  return {
    url,
    tokenUrl: c.FINTRAC_TOKEN_URL ?? `${url}/oauth2/v2.0/token`,
    clientId: c.FINTRAC_CLIENT_ID,
    clientSecret: c.FINTRAC_CLIENT_SECRET,
    timeoutMs: c.FINTRAC_API_TIMEOUT_MS,
  };
}
