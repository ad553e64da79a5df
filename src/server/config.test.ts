import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has defaults that serve the embedded database on port 8787', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8787',
      signInRateLimit: 5,
    });
    expect(config.trustedOrigins).toContain('http://127.0.0.1:8787');
  });

  it("reads the crypto price service: CoinGecko's public API by default", () => {
    expect(loadConfig({}).cryptoPrices).toEqual({
      url: 'https://api.coingecko.com/api/v3',
      apiKey: undefined,
      plan: 'demo',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        CRYPTO_PRICE_URL: 'https://pro-api.coingecko.com/api/v3/',
        COINGECKO_API_KEY: ' key ',
        COINGECKO_API_PLAN: 'pro',
        CRYPTO_PRICE_TIMEOUT_MS: '2500',
      }).cryptoPrices,
    ).toEqual({
      url: 'https://pro-api.coingecko.com/api/v3',
      apiKey: 'key',
      plan: 'pro',
      timeoutMs: 2500,
    });
  });

  it("reads FINTRAC's API: off unless its URL and the client credentials are set", () => {
    expect(loadConfig({}).fintracApi).toBeNull();
    expect(
      loadConfig({
        FINTRAC_API_URL: 'https://www148.fintrac-canafe.canada.ca/reporting-ingest/',
        FINTRAC_CLIENT_ID: 'id',
        FINTRAC_CLIENT_SECRET: 'secret',
      }).fintracApi,
    ).toEqual({
      url: 'https://www148.fintrac-canafe.canada.ca/reporting-ingest',
      tokenUrl: 'https://www148.fintrac-canafe.canada.ca/reporting-ingest/oauth2/v2.0/token',
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 30_000,
    });
  });

  it('reads PostgreSQL and the public address from the environment', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h:5432/db',
      PUBLIC_URL: 'https://bureau.example/',
      PORT: '9000',
    });
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(config.publicUrl).toBe('https://bureau.example');
    expect(config.trustedOrigins).toContain('https://bureau.example');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: PORT must be a number'],
    [{ PORT: '70000' }, 'PORT: PORT must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET: AUTH_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: SMTP_URL must start with smtp:// or smtps://'],
    [
      { CRYPTO_PRICE_URL: 'ftp://prices' },
      'CRYPTO_PRICE_URL: CRYPTO_PRICE_URL must be an http(s) URL',
    ],
    [
      { CRYPTO_PRICE_URL: 'not a url' },
      'CRYPTO_PRICE_URL: CRYPTO_PRICE_URL must be an http(s) URL',
    ],
    [{ COINGECKO_API_PLAN: 'free' }, 'COINGECKO_API_PLAN: COINGECKO_API_PLAN must be demo or pro'],
    [
      { CRYPTO_PRICE_TIMEOUT_MS: '50' },
      'CRYPTO_PRICE_TIMEOUT_MS: CRYPTO_PRICE_TIMEOUT_MS must be between 100 and 60000',
    ],
    [
      { FINTRAC_API_URL: 'https://fintrac.example/reporting-ingest' },
      'FINTRAC_API_URL: FINTRAC_CLIENT_ID and FINTRAC_CLIENT_SECRET are needed with it',
    ],
    [
      { FINTRAC_API_URL: 'ftp://fintrac' },
      'FINTRAC_API_URL: FINTRAC_API_URL must be an http(s) URL',
    ],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
