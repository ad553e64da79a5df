import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps';
import { accountRoutes } from './accounts';
import { auditRoutes } from './audit';
import { backupRoutes, type BackupSource } from './backup';
import { businessDayRoutes, cashRoutes } from './cash';
import { companyRoutes } from './companies';
import { complianceRoutes, type FintracApi } from './compliance';
import { currencyRoutes } from './currencies';
import { cryptoRoutes, type PriceSource } from './crypto';
import { customerRoutes } from './customers';
import { dashboardRoutes } from './dashboard';
import { exchangeRoutes } from './exchange';
import { healthRoutes } from './health';
import { idCardRoutes, type IdImageKeySource } from './id-cards';
import { rateBoardRoutes } from './rate-board';
import { rateRoutes } from './rates';
import { receiptPrinterRoutes } from './receipt-printer';
import { referenceRoutes, type ReferenceSource } from './reference';
import { reportRoutes } from './reports';
import { sanctionsRoutes, type SanctionsFeeds } from './sanctions';
import { settingsRoutes } from './settings';
import { setupRoutes } from './setup';
import { staffRoutes } from './staff';
import { transactionRoutes } from './transactions';

export type { ModuleDeps } from './deps';
export type { BackupSource } from './backup';
export type { IdImageKeySource } from './id-cards';
export { idImageKeySource } from './id-cards';
export type { FintracApi } from './compliance';
export { fintracIngestClient } from './compliance';

// Every resource module registers here; its routes' paths come from the endpoint table.
export async function registerModules(
  app: FastifyInstance,
  deps: ModuleDeps,
  extra: {
    priceSource: PriceSource;
    referenceSource: ReferenceSource;
    backup: BackupSource;
    sanctionsFeeds: SanctionsFeeds;
    imageKeys: IdImageKeySource;
    fintracApi: FintracApi;
    printerTimeoutMs: number;
  },
) {
  await app.register(healthRoutes, deps);
  await app.register(customerRoutes, deps);
  await app.register(idCardRoutes, { ...deps, imageKeys: extra.imageKeys });
  await app.register(companyRoutes, deps);
  await app.register(currencyRoutes, deps);
  await app.register(rateRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(setupRoutes, deps);
  await app.register(cryptoRoutes, { ...deps, priceSource: extra.priceSource });
  await app.register(referenceRoutes, { ...deps, referenceSource: extra.referenceSource });
  await app.register(transactionRoutes, deps);
  await app.register(exchangeRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(complianceRoutes, { ...deps, fintracApi: extra.fintracApi });
  await app.register(backupRoutes, { ...deps, backup: extra.backup });
  await app.register(cashRoutes, deps);
  await app.register(businessDayRoutes, deps);
  await app.register(rateBoardRoutes, deps);
  await app.register(sanctionsRoutes, { ...deps, sanctionsFeeds: extra.sanctionsFeeds });
  await app.register(receiptPrinterRoutes, { ...deps, printerTimeoutMs: extra.printerTimeoutMs });
}
