import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from '@domain/clock';
import type { Auth } from './auth/create-auth';
import type { Config } from './config';
import { LIST_COUNT_CAP } from './db/bounded-count';
import type { Database } from './db/client';
import {
  registerModules,
  type BackupSource,
  type FintracApi,
  type IdImageKeySource,
} from './modules';
import type { PriceSource } from './modules/crypto';
import type { ReferenceSource } from './modules/reference';
import type { SanctionsFeeds } from './modules/sanctions';
import accessPlugin from './plugins/access';
import auditContextPlugin from './plugins/audit-context';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import openapiPlugin from './plugins/openapi';
import originCheckPlugin from './plugins/origin-check';
import securityPlugin from './plugins/security';
import { responseSerializerCompiler } from './response-serializer';
import spaPlugin from './plugins/spa';

export type AppDeps = {
  config: Pick<
    Config,
    'env' | 'trustProxy' | 'webDistDir' | 'trustedOrigins' | 'receiptPrinterTimeoutMs'
  >;
  db: Database;
  // Whether the database answers, for the health check.
  pingDatabase: () => Promise<void>;
  auth: Auth;
  // "Now" for every time rule; tests pass a fixed one.
  clock: Clock;
  log: FastifyBaseLogger;
  // The crypto price service.
  priceSource: PriceSource;
  // The reference rates' source (the Bank of Canada's Valet).
  referenceSource: ReferenceSource;
  // The sanctions lists' URLs (SANCTIONS_*_URL), fetched on a manager's request.
  sanctionsFeeds: SanctionsFeeds;
  // The key that seals photos of ID documents, kept outside the database.
  imageKeys: IdImageKeySource;
  // FINTRAC's Report Ingest API with the bureau's credentials; its client is null when reports
  // are filed by hand (FINTRAC_API_URL unset).
  fintracApi: FintracApi;
  // A consistent copy of the database, for the owner's backup download.
  backup: BackupSource;
  // How far lists count exactly; LIST_COUNT_CAP unless a test makes it small.
  listCountCap?: number;
  // The database's connection string, where the session cache listens for sign-outs and staff
  // changes (decision 0066); without it every request reads its session.
  databaseUrl?: string;
};

export type RegisteredRoute = { method: string; url: string; public: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkAgainstContract: deps.config.env === 'test' }),
  );

  // Kept so a test can prove that every route is guarded.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, public: route.config?.public === true });
    }
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin);
  await app.register(originCheckPlugin, { trustedOrigins: deps.config.trustedOrigins });
  await app.register(openapiPlugin);
  await app.register(auditContextPlugin);
  await app.register(authPlugin, {
    auth: deps.auth,
    db: deps.db,
    databaseUrl: deps.databaseUrl,
  });
  await app.register(accessPlugin);
  await registerModules(
    app,
    {
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      pingDatabase: deps.pingDatabase,
      listCountCap: deps.listCountCap ?? LIST_COUNT_CAP,
    },
    {
      priceSource: deps.priceSource,
      referenceSource: deps.referenceSource,
      backup: deps.backup,
      sanctionsFeeds: deps.sanctionsFeeds,
      imageKeys: deps.imageKeys,
      fintracApi: deps.fintracApi,
      printerTimeoutMs: deps.config.receiptPrinterTimeoutMs,
    },
  );
  await app.register(spaPlugin, { distDir: deps.config.webDistDir });
  return app;
}
