// Rates: buy and sell rates over time, and the rate current at any moment.
export { rateRoutes } from './routes';
export { currentRateIds, currentRateOfPair } from './queries';
