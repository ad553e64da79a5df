// Reference rates: the Bank of Canada's daily mid rates, fetched on a schedule and on demand,
// and the margins that turn them into the rate table's computed rates (decision 0037).
export { referenceRoutes } from './routes';
export { valetSource, type ReferenceSource } from './valet-source';
export { runScheduledFetch, type ReferenceDeps } from './service';
