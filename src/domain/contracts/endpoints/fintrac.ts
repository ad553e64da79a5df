import { z } from 'zod';
import { caseDetail, caseParams } from '../compliance';
import { openSuspiciousReportBody, updateSuspiciousReportBody } from '../suspicious';
import { deleteFilingBody, fintracFiling, fintracFilings, fintracReport } from '../fintrac';
import { endpoints } from './endpoint';

const filingParams = z.object({ id: z.string(), filingId: z.string() });

// A report case's document in FINTRAC's format (docs/decisions/0055) and its sending to
// FINTRAC's API (docs/decisions/0056).
export const FINTRAC_ENDPOINTS = endpoints({
  'compliance.fintracReport': {
    method: 'GET',
    path: '/api/compliance/cases/:id/fintrac-report',
    access: 'teller',
    params: caseParams,
    answer: fintracReport,
  },
  // Reports as they left for FINTRAC (docs/decisions/0056): each version with FINTRAC's answer,
  // and sending them through FINTRAC's API with the bureau's credentials (a manager's act).
  'compliance.fintracFilings': {
    method: 'GET',
    path: '/api/compliance/cases/:id/fintrac-filings',
    access: 'teller',
    params: caseParams,
    answer: fintracFilings,
  },
  'compliance.fintracFilingDocument': {
    method: 'GET',
    path: '/api/compliance/cases/:id/fintrac-filings/:filingId/document',
    access: 'teller',
    params: filingParams,
    answer: z.record(z.string(), z.unknown()),
  },
  'compliance.fintracSubmit': {
    method: 'POST',
    path: '/api/compliance/cases/:id/fintrac-submit',
    access: 'manager',
    params: caseParams,
    answer: fintracFiling,
  },
  'compliance.fintracChange': {
    method: 'POST',
    path: '/api/compliance/cases/:id/fintrac-change',
    access: 'manager',
    params: caseParams,
    answer: fintracFiling,
  },
  'compliance.fintracDelete': {
    method: 'POST',
    path: '/api/compliance/cases/:id/fintrac-delete',
    access: 'manager',
    params: caseParams,
    body: deleteFilingBody,
    answer: fintracFiling,
  },
  // A suspicious transaction report (docs/decisions/0057): opened and changed by a manager;
  // its case, document and sending are the case endpoints above, which answer 404 to tellers.
  'compliance.openSuspiciousReport': {
    method: 'POST',
    path: '/api/compliance/suspicious-reports',
    access: 'manager',
    body: openSuspiciousReportBody,
    answer: caseDetail,
  },
  'compliance.updateSuspiciousReport': {
    method: 'PUT',
    path: '/api/compliance/suspicious-reports/:id',
    access: 'manager',
    params: caseParams,
    body: updateSuspiciousReportBody,
    answer: caseDetail,
  },
});
