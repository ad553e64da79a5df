import type { AuditRecordType } from '@domain/audit';
import type { AuditFilters } from '@domain/contracts/audit';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';

// Every query key of the app in one place. A feature builds its queries from its own set; a
// mutation that changes another feature's data invalidates that feature's named set, never an
// array typed again by hand.
export const queryKeys = {
  customers: {
    all: ['customers'] as const,
    lists: ['customers', 'list'] as const,
    list: (params: { search: string; offset: number; limit: number; archived: boolean }) =>
      ['customers', 'list', params] as const,
    details: ['customers', 'detail'] as const,
    detail: (id: string) => ['customers', 'detail', id] as const,
    withoutCompanyAll: ['customers', 'without-company'] as const,
    withoutCompany: (search: string) => ['customers', 'without-company', search] as const,
  },
  companies: {
    all: ['companies'] as const,
    lists: ['companies', 'list'] as const,
    list: (params: { search: string; offset: number; archived: boolean }) =>
      ['companies', 'list', params] as const,
    options: ['companies', 'options'] as const,
    details: ['companies', 'detail'] as const,
    detail: (id: string) => ['companies', 'detail', id] as const,
    transactions: (id: string, offset: number) =>
      ['companies', 'detail', id, 'transactions', offset] as const,
  },
  idCards: {
    all: ['id-cards'] as const,
    of: (customerId: string) => ['id-cards', customerId] as const,
    image: (id: string) => ['id-card-images', id] as const,
  },
  currencies: {
    all: ['currencies'] as const,
    list: (params: { active?: boolean; kind: CurrencyKindFilter }) =>
      ['currencies', 'list', params] as const,
  },
  rates: {
    all: ['currency-rates'] as const,
    list: (params: { search: string; kind: CurrencyKindFilter; offset: number }) =>
      ['currency-rates', 'list', params] as const,
    // The printed rate sheet: under the rates, so a rate change refreshes it.
    sheet: ['currency-rates', 'sheet'] as const,
    // The reference source's status and margins: refreshed with the rates.
    reference: ['currency-rates', 'reference'] as const,
  },
  boardLinks: {
    all: ['rate-board-links'] as const,
  },
  accounts: {
    all: ['accounts'] as const,
    list: (kind: CurrencyKindFilter) => ['accounts', 'list', kind] as const,
    movements: (id: string, offset: number) => ['accounts', 'movements', id, offset] as const,
  },
  tills: {
    all: ['tills'] as const,
    list: ['tills', 'list'] as const,
    mine: ['tills', 'mine'] as const,
    sessions: (date: string) => ['tills', 'sessions', date] as const,
    session: (id: string) => ['tills', 'session', id] as const,
    branches: ['tills', 'branches'] as const,
    denominations: ['tills', 'denominations'] as const,
  },
  settings: { all: ['settings'] as const },
  transactions: {
    all: ['transactions'] as const,
    list: (params: { tab: string; search: string; offset: number }) =>
      ['transactions', 'list', params] as const,
    counts: (search: string) => ['transactions', 'counts', search] as const,
    detail: (id: string) => ['transactions', 'detail', id] as const,
    exchange: (reference: string) => ['transactions', 'exchange', reference] as const,
  },
  dashboard: { all: ['dashboard'] as const },
  reports: {
    all: ['reports'] as const,
    performance: (params: { period: string; from?: string; to?: string; limit: number }) =>
      ['reports', 'performance', params] as const,
    dailyPosition: (date: string, where: { branch_id?: string; location_id?: string }) =>
      ['reports', 'daily-position', date, where] as const,
    profit: (params: { group: string; period: string; from?: string; to?: string }) =>
      ['reports', 'profit', params] as const,
  },
  staff: { all: ['staff'] as const },
  // The cash day (docs/decisions/0036): branches with their locations, denominations, and the
  // business days with their Z reports.
  branches: { all: ['branches'] as const },
  denominations: { all: ['denominations'] as const },
  businessDays: {
    all: ['business-days'] as const,
    day: (branchId: string, date: string) => ['business-days', branchId, date] as const,
    zReport: (branchId: string, date: string) =>
      ['business-days', branchId, date, 'z-report'] as const,
    sessions: (branchId: string, date: string) =>
      ['business-days', branchId, date, 'sessions'] as const,
  },
  compliance: {
    all: ['compliance'] as const,
    list: (params: { queue: string; kind: string; page: number }) =>
      ['compliance', 'list', params] as const,
    detail: (id: string) => ['compliance', 'detail', id] as const,
    badge: ['compliance', 'badge'] as const,
    windowReport: (share: object) => ['compliance', 'window-report', share] as const,
  },
  // Sanctions screening (docs/decisions/0038): the lists in force and the re-screen, the matches
  // to review, and a customer's or company's own matches. A review or an import refreshes the
  // whole set, and the customers and companies whose screening status it changed.
  sanctions: {
    all: ['sanctions'] as const,
    status: ['sanctions', 'status'] as const,
    hits: ['sanctions', 'hits'] as const,
    list: (params: { status: string; page: number }) =>
      ['sanctions', 'hits', 'list', params] as const,
    subject: (subjectType: string, id: string) =>
      ['sanctions', 'hits', 'subject', subjectType, id] as const,
    hit: (id: string) => ['sanctions', 'hit', id] as const,
    badge: ['sanctions', 'badge'] as const,
  },
  audit: {
    all: ['audit'] as const,
    list: (params: AuditFilters & { offset: number }) => ['audit', 'list', params] as const,
    // A record's History section, every page of it: what a change to that record refreshes.
    history: (recordType: AuditRecordType, id: string) =>
      ['audit', 'history', recordType, id] as const,
    historyPage: (recordType: AuditRecordType, id: string, offset: number) =>
      ['audit', 'history', recordType, id, offset] as const,
  },
};
