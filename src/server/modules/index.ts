import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps';
import { accountRoutes } from './accounts/routes';
import { auditRoutes } from './audit/routes';
import { backupRoutes, type BackupSource } from './backup/routes';
import { companyRoutes } from './companies/routes';
import { complianceRoutes } from './compliance/routes';
import { currencyRoutes } from './currencies/routes';
import { cryptoRoutes } from './crypto/routes';
import type { PriceSource } from './crypto/price-source';
import { customerRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { healthRoutes } from './health/routes';
import { idCardRoutes } from './id-cards/routes';
import { rateRoutes } from './rates/routes';
import { reportRoutes } from './reports/routes';
import { settingsRoutes } from './settings/routes';
import { staffRoutes } from './staff/routes';
import { transactionRoutes } from './transactions/routes';

export type { ModuleDeps } from './deps';
export type { BackupSource } from './backup/routes';

// Every resource module registers here, under /api.
export async function registerModules(
  app: FastifyInstance,
  deps: ModuleDeps,
  extra: { priceSource: PriceSource; backup: BackupSource },
) {
  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(customerRoutes, { prefix: '/api', ...deps });
  await app.register(idCardRoutes, { prefix: '/api', ...deps });
  await app.register(companyRoutes, { prefix: '/api', ...deps });
  await app.register(currencyRoutes, { prefix: '/api', ...deps });
  await app.register(rateRoutes, { prefix: '/api', ...deps });
  await app.register(accountRoutes, { prefix: '/api', ...deps });
  await app.register(settingsRoutes, { prefix: '/api', ...deps });
  await app.register(cryptoRoutes, { prefix: '/api', ...deps, priceSource: extra.priceSource });
  await app.register(transactionRoutes, { prefix: '/api', ...deps });
  await app.register(dashboardRoutes, { prefix: '/api', ...deps });
  await app.register(reportRoutes, { prefix: '/api', ...deps });
  await app.register(staffRoutes, { prefix: '/api', ...deps });
  await app.register(auditRoutes, { prefix: '/api', ...deps });
  await app.register(complianceRoutes, { prefix: '/api', ...deps });
  await app.register(backupRoutes, { prefix: '/api', ...deps, backup: extra.backup });
}
