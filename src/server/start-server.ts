import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '@domain/clock';
import { buildApp } from './app';
import { createAuth } from './auth/create-auth';
import { createMailer } from './auth/mailer';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { openDatabase } from './db/open-database';
import { sayOnConsole } from './db/say-on-console';
import { seedReferenceData } from './db/seed';
import { createLogger } from './logger';
import { scheduledJobs, startScheduler, type Scheduler } from './jobs';
import { fintracIngestClient, idImageKeySource } from './modules';
import { coinGeckoSource } from './modules/crypto';
import { valetSource } from './modules/reference';

// Wires configuration, database, sign-in and mail into the app. Tests call it too.
export async function composeApp(
  config: Config,
  database: DatabaseHandle,
  clock: Clock = systemClock,
  // How far lists count exactly (decision 0023); tests make it small.
  options: { listCountCap?: number } = {},
): Promise<FastifyInstance> {
  const log = createLogger(config.logLevel);
  const auth = createAuth({
    db: database.db,
    secret: await resolveAuthSecret(config.authSecret, config.dataDir),
    baseUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    signInRateLimit: config.signInRateLimit,
    signUpRateLimit: config.signUpRateLimit,
    quiet: config.logLevel === 'silent',
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: log }),
  });
  const priceSource = coinGeckoSource(config.cryptoPrices, clock);
  return buildApp({
    config,
    db: database.db,
    pingDatabase: database.ping,
    auth,
    clock,
    log,
    priceSource,
    referenceSource: valetSource(config.referenceRates),
    sanctionsFeeds: config.sanctionsFeeds,
    imageKeys: idImageKeySource(config.idImageKey, config.dataDir),
    fintracApi: {
      client: config.fintracApi ? fintracIngestClient(config.fintracApi) : null,
      timeoutMs: config.fintracApi?.timeoutMs ?? 0,
    },
    backup: { dump: database.dump },
    databaseUrl: database.url,
    ...options,
  });
}

export type RunningServer = { app: FastifyInstance; database: DatabaseHandle };

// Opens (and on first start creates) the database, migrates, seeds and listens. `opening`: the
// database already being opened by the caller (main.ts starts it while the server loads).
export async function startServer(
  config: Config,
  opening: Promise<DatabaseHandle> = openDatabase(config),
): Promise<RunningServer> {
  const database = await opening;
  let app: FastifyInstance | undefined;
  let scheduler: Scheduler | undefined;
  try {
    // A new or upgraded database says so on the console, as a build does.
    await database.migrate(sayOnConsole);
    await seedReferenceData(database.db);
    app = await composeApp(config, database);
    app.addHook('onClose', async () => {
      // A scheduled job finishes its run before the database closes.
      await scheduler?.stop();
      await database.close();
    });
    await app.listen({ port: config.port, host: config.host });
    // The scheduled work (jobs/): crypto prices while crypto is enabled, reference rates and
    // sanctions lists daily, re-screens after a list changed.
    scheduler = startScheduler(
      database.db,
      scheduledJobs({
        db: database.db,
        clock: systemClock,
        log: app.log,
        priceSource: coinGeckoSource(config.cryptoPrices),
        referenceSource: valetSource(config.referenceRates),
        sanctionsFeeds: config.sanctionsFeeds,
      }),
      app.log,
    );
    return { app, database };
  } catch (error) {
    // A start that fails (port taken, migration refused) still closes the database cleanly.
    if (app) await app.close();
    else await database.close();
    throw error;
  }
}
