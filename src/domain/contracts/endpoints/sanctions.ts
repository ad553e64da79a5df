import {
  clearHitBody,
  confirmHitBody,
  hitListQuery,
  hitListResponse,
  hitParams,
  importListBody,
  importListResponse,
  sanctionsBadge,
  sanctionsStatus,
  screeningHit,
  screeningRunView,
  thresholdsBody,
  thresholdsView,
} from '../sanctions';
import { endpoints } from './endpoint';

// Sanctions screening (docs/decisions/0038): the lists in force, their import and fetch, the
// re-screen, and the review of possible matches. Tellers see only that a hold exists.
export const SANCTIONS_ENDPOINTS = endpoints({
  'sanctions.status': {
    method: 'GET',
    path: '/api/sanctions/status',
    access: 'manager',
    answer: sanctionsStatus,
  },
  // A list file uploaded on Settings, replacing the source's list in force atomically.
  'sanctions.import': {
    method: 'POST',
    path: '/api/sanctions/lists',
    access: 'manager',
    body: importListBody,
    answer: importListResponse,
  },
  // Fetches every configured source URL now (the scheduled job's work, on demand).
  'sanctions.fetch': {
    method: 'POST',
    path: '/api/sanctions/fetch',
    access: 'manager',
    answer: sanctionsStatus,
  },
  // Starts a re-screen of every active customer and company (one at a time).
  'sanctions.rescreen': {
    method: 'POST',
    path: '/api/sanctions/rescreen',
    access: 'manager',
    answer: screeningRunView,
  },
  'sanctions.thresholds': {
    method: 'PUT',
    path: '/api/sanctions/thresholds',
    access: 'manager',
    body: thresholdsBody,
    answer: thresholdsView,
  },
  'sanctions.hits': {
    method: 'GET',
    path: '/api/sanctions/hits',
    access: 'manager',
    query: hitListQuery,
    answer: hitListResponse,
  },
  'sanctions.hit': {
    method: 'GET',
    path: '/api/sanctions/hits/:id',
    access: 'manager',
    params: hitParams,
    answer: screeningHit,
  },
  // Not the listed person: the hold lifts when no other match is open.
  'sanctions.clear': {
    method: 'POST',
    path: '/api/sanctions/hits/:id/clear',
    access: 'manager',
    params: hitParams,
    body: clearHitBody,
    answer: screeningHit,
  },
  // The listed person: frozen, and a "sanctions" compliance case opens.
  'sanctions.confirm': {
    method: 'POST',
    path: '/api/sanctions/hits/:id/confirm',
    access: 'manager',
    params: hitParams,
    body: confirmHitBody,
    answer: screeningHit,
  },
  'sanctions.badge': {
    method: 'GET',
    path: '/api/sanctions/badge',
    access: 'manager',
    answer: sanctionsBadge,
  },
});
