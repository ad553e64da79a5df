import { idParams } from '../common';
import {
  currencyMarginsBody,
  recomputeResponse,
  referenceFetchResponse,
  referenceSettingsBody,
  referenceStatus,
} from '../reference';
import { endpoints } from './endpoint';

// Reference rates from the Bank of Canada and the margins that turn them into the rate table's
// computed rates (docs/decisions/0037-rates-and-profit.md).
export const REFERENCE_ENDPOINTS = endpoints({
  'reference.status': {
    method: 'GET',
    path: '/api/reference-rates/status',
    access: 'teller',
    answer: referenceStatus,
  },
  // Fetches the reference rates now and recomputes the computed rates from them.
  'reference.fetch': {
    method: 'POST',
    path: '/api/reference-rates/fetch',
    access: 'manager',
    answer: referenceFetchResponse,
  },
  // The bureau's default margins and rounding; computed rates follow at once.
  'reference.settings': {
    method: 'PUT',
    path: '/api/reference-rates/settings',
    access: 'manager',
    body: referenceSettingsBody,
    answer: recomputeResponse,
  },
  // A currency's own margins (null: the default); its computed rates follow at once.
  'currencies.margins': {
    method: 'PUT',
    path: '/api/currencies/:id/margins',
    access: 'manager',
    params: idParams,
    body: currencyMarginsBody,
    answer: recomputeResponse,
  },
});
