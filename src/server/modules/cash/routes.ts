import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps';

// Branches and tills, denominations, tills' sessions and transfers.
export const cashRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
