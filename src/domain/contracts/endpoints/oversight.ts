import { z } from 'zod';
import { auditList, auditListQuery } from '../audit';
import {
  caseBadgeResponse,
  caseDetail,
  caseListQuery,
  caseListResponse,
  dismissCaseBody,
  examinationQuery,
  fileCaseBody,
  reviewCaseBody,
  caseParams,
  complianceQueueJson,
  windowReportAnswer,
  windowReportQuery,
  examinationJson,
} from '../compliance';
import { dashboardResponse } from '../dashboard';
import {
  currencyPerformanceQuery,
  currencyPerformanceResponse,
  dailyPositionQuery,
  dailyPositionResponse,
  profitQuery,
  profitResponse,
} from '../reports';
import { settingKeyParams, settingListResponse, settingRow, updateSettingBody } from '../settings';
import {
  preferences,
  preferencesBody,
  staffListResponse,
  staffMember,
  staffParams,
  staffRoleBody,
} from '../staff';
import { endpoints } from './endpoint';

const csvText = z.string();

// What the managers and the owner watch over: the dashboard, compliance, reports, settings,
// staff, the audit trail and the backup.
export const OVERSIGHT_ENDPOINTS = endpoints({
  'dashboard.get': {
    method: 'GET',
    path: '/api/dashboard',
    access: 'teller',
    answer: dashboardResponse,
  },

  // The compliance queue: tellers read it, file reports and review alerts (decision 0026).
  'compliance.cases': {
    method: 'GET',
    path: '/api/compliance/cases',
    access: 'teller',
    query: caseListQuery,
    answer: caseListResponse,
  },
  'compliance.badge': {
    method: 'GET',
    path: '/api/compliance/badge',
    access: 'teller',
    answer: caseBadgeResponse,
  },
  'compliance.windowReport': {
    method: 'GET',
    path: '/api/compliance/window-report',
    access: 'teller',
    query: windowReportQuery,
    answer: windowReportAnswer,
  },
  'compliance.case': {
    method: 'GET',
    path: '/api/compliance/cases/:id',
    access: 'teller',
    params: caseParams,
    answer: caseDetail,
  },
  'compliance.caseJson': {
    method: 'GET',
    path: '/api/compliance/cases/:id/export.json',
    access: 'teller',
    params: caseParams,
    answer: caseDetail,
  },
  'compliance.caseCsv': {
    method: 'GET',
    path: '/api/compliance/cases/:id/export.csv',
    access: 'teller',
    params: caseParams,
    answer: csvText,
    answerType: 'text/csv',
  },
  'compliance.file': {
    method: 'POST',
    path: '/api/compliance/cases/:id/file',
    access: 'teller',
    params: caseParams,
    body: fileCaseBody,
    answer: caseDetail,
  },
  'compliance.review': {
    method: 'POST',
    path: '/api/compliance/cases/:id/review',
    access: 'teller',
    params: caseParams,
    body: reviewCaseBody,
    answer: caseDetail,
  },
  'compliance.dismiss': {
    method: 'POST',
    path: '/api/compliance/cases/:id/dismiss',
    access: 'manager',
    params: caseParams,
    body: dismissCaseBody,
    answer: caseDetail,
  },
  'compliance.queueJson': {
    method: 'GET',
    path: '/api/compliance/export.json',
    access: 'teller',
    answer: complianceQueueJson,
  },
  'compliance.queueCsv': {
    method: 'GET',
    path: '/api/compliance/export.csv',
    access: 'teller',
    answer: csvText,
    answerType: 'text/csv',
  },
  'compliance.examinationJson': {
    method: 'GET',
    path: '/api/compliance/examination.json',
    access: 'teller',
    query: examinationQuery,
    answer: examinationJson,
  },
  'compliance.examinationCsv': {
    method: 'GET',
    path: '/api/compliance/examination.csv',
    access: 'teller',
    query: examinationQuery,
    answer: csvText,
    answerType: 'text/csv',
  },

  'reports.currencyPerformance': {
    method: 'GET',
    path: '/api/reports/currency-performance',
    access: 'manager',
    query: currencyPerformanceQuery,
    answer: currencyPerformanceResponse,
  },
  'reports.dailyPosition': {
    method: 'GET',
    path: '/api/reports/daily-position',
    access: 'manager',
    query: dailyPositionQuery,
    answer: dailyPositionResponse,
  },
  'reports.dailyPositionCsv': {
    method: 'GET',
    path: '/api/reports/daily-position.csv',
    access: 'manager',
    query: dailyPositionQuery,
    answer: csvText,
    answerType: 'text/csv',
  },

  // Realised margins by day, currency, teller or branch (docs/decisions/0037).
  'reports.profit': {
    method: 'GET',
    path: '/api/reports/profit',
    access: 'manager',
    query: profitQuery,
    answer: profitResponse,
  },
  'reports.profitCsv': {
    method: 'GET',
    path: '/api/reports/profit.csv',
    access: 'manager',
    query: profitQuery,
    answer: csvText,
    answerType: 'text/csv',
  },

  'settings.list': {
    method: 'GET',
    path: '/api/settings',
    access: 'teller',
    answer: settingListResponse,
  },
  'settings.update': {
    method: 'PUT',
    path: '/api/settings/:key',
    access: 'owner',
    params: settingKeyParams,
    body: updateSettingBody,
    answer: settingRow,
  },

  // One's own language and theme (issue 28), for any signed-in account.
  'staff.preferences': {
    method: 'GET',
    path: '/api/me/preferences',
    access: 'self',
    answer: preferences,
  },
  'staff.setPreferences': {
    method: 'PUT',
    path: '/api/me/preferences',
    access: 'self',
    body: preferencesBody,
    answer: preferences,
  },
  'staff.list': { method: 'GET', path: '/api/staff', access: 'owner', answer: staffListResponse },
  'staff.approve': {
    method: 'POST',
    path: '/api/staff/:id/approve',
    access: 'owner',
    params: staffParams,
    body: staffRoleBody,
    answer: staffMember,
  },
  'staff.reject': {
    method: 'POST',
    path: '/api/staff/:id/reject',
    access: 'owner',
    params: staffParams,
    answer: staffMember,
  },
  'staff.setRole': {
    method: 'PUT',
    path: '/api/staff/:id/role',
    access: 'owner',
    params: staffParams,
    body: staffRoleBody,
    answer: staffMember,
  },
  'staff.deactivate': {
    method: 'POST',
    path: '/api/staff/:id/deactivate',
    access: 'owner',
    params: staffParams,
    answer: staffMember,
  },
  'staff.reactivate': {
    method: 'POST',
    path: '/api/staff/:id/reactivate',
    access: 'owner',
    params: staffParams,
    answer: staffMember,
  },

  'audit.list': {
    method: 'GET',
    path: '/api/audit',
    access: 'owner',
    query: auditListQuery,
    answer: auditList,
  },
  'audit.export': {
    method: 'GET',
    path: '/api/audit/export.csv',
    access: 'owner',
    query: auditListQuery,
    answer: csvText,
    answerType: 'text/csv',
  },

  // A copy of the whole database: personal data and password hashes (decision 0032). A file,
  // not JSON.
  'backup.download': {
    method: 'GET',
    path: '/api/backup',
    access: 'owner',
    answerType: 'application/gzip',
  },
});
