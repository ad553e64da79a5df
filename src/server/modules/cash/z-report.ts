import type { Clock } from '@domain/clock';
import { localRangeInstants } from '@domain/business-day';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import type { ZReport, ZReportCurrencyLine } from '@domain/contracts/business-day';
import type { CashTransfer } from '@domain/contracts/transfers';
import { BASE_VALUE_FACTOR } from '@domain/exchange-value';
import { Dec, roundToFactor, sum, toDecimalString, type Dec as DecType } from '@domain/money';
import { tableRate } from '@domain/rates';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import { businessTimeZone } from '../settings';
import { CASH_DAY_MESSAGES, readBusinessDay } from './business-day';
import {
  branchTills,
  cardReceipts,
  currenciesWithCadRates,
  daySessions,
  tillMoves,
  type ZCount,
  type ZCurrency,
  type ZSession,
} from './z-report-queries';
import { branchDayTransfers } from './transfer-view';

type Figures = {
  opening: DecType;
  opening_balance: DecType;
  bought: DecType;
  sold: DecType;
  transfers: DecType;
  over_short: DecType;
  expected: DecType;
  counted: DecType;
  card: DecType;
  card_cad: DecType;
};
const FIGURES = [
  'opening',
  'opening_balance',
  'bought',
  'sold',
  'transfers',
  'over_short',
  'expected',
  'counted',
  'card',
  'card_cad',
] as const;

const zero = (): Figures => ({
  opening: new Dec(0),
  opening_balance: new Dec(0),
  bought: new Dec(0),
  sold: new Dec(0),
  transfers: new Dec(0),
  over_short: new Dec(0),
  expected: new Dec(0),
  counted: new Dec(0),
  card: new Dec(0),
  card_cad: new Dec(0),
});

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * An over/short's value in CAD. There is no transaction to carry a CAD value when booked (as
 * exchanges' base_value does), so it is valued as an exchange values an amount without a CAD
 * side (pairBaseValue): through the currency's table rate to CAD — the direct buy rate, else the
 * inverse of CAD's buy rate to it — current at the day's end (or now, for today), to the cent.
 * CAD is itself. Null when there is an amount and no rate.
 */
function cadValue(amount: DecType, currency: ZCurrency): DecType | null {
  if (amount.isZero()) return new Dec(0);
  if (currency.code === BASE_CURRENCY_CODE) return amount;
  const rate = tableRate(currency.to_cad, currency.from_cad);
  return rate ? roundToFactor(amount.mul(rate), BASE_VALUE_FACTOR) : null;
}

/** Each till's figures per currency: the opening count of its first session of the day, the
 * last close's expected and counted, and the ledger's sums of the day. */
function tillFigures(
  sessions: ZSession[],
  counts: ZCount[],
  moves: Awaited<ReturnType<typeof tillMoves>>,
  cards: Awaited<ReturnType<typeof cardReceipts>>,
): Map<string, Map<string, Figures>> {
  const byTill = new Map<string, Map<string, Figures>>();
  const figures = (tillId: string, currencyId: string): Figures => {
    const till = byTill.get(tillId) ?? new Map<string, Figures>();
    byTill.set(tillId, till);
    const found = till.get(currencyId) ?? zero();
    till.set(currencyId, found);
    return found;
  };
  const countsOf = (sessionId: string, kind: ZCount['kind']) =>
    counts.filter((c) => c.session_id === sessionId && c.kind === kind);
  for (const tillId of new Set(sessions.map((s) => s.till_id))) {
    const own = sessions.filter((s) => s.till_id === tillId);
    const first = own[0];
    if (first) {
      for (const c of countsOf(first.id, 'opening'))
        figures(tillId, c.currency_id).opening = new Dec(c.total);
    }
    const lastCounted = own.filter((s) => countsOf(s.id, 'closing').length > 0).at(-1);
    if (lastCounted) {
      for (const c of countsOf(lastCounted.id, 'closing')) {
        const f = figures(tillId, c.currency_id);
        f.expected = new Dec(c.expected);
        f.counted = new Dec(c.total);
      }
    }
  }
  for (const m of moves) {
    const f = figures(m.till_id, m.currency_id);
    f.opening_balance = new Dec(m.opening_balance);
    f.bought = new Dec(m.bought);
    f.sold = new Dec(m.sold);
    f.transfers = new Dec(m.transfers);
    f.over_short = new Dec(m.over_short);
  }
  for (const c of cards) {
    const f = figures(c.till_id, c.currency_id);
    f.card = new Dec(c.card);
    f.card_cad = new Dec(c.card_cad);
  }
  return byTill;
}

function line(currency: ZCurrency, f: Figures, cad: DecType | null): ZReportCurrencyLine {
  return {
    currency_id: currency.id,
    code: currency.code,
    decimal_places: currency.decimal_places,
    opening: toDecimalString(f.opening),
    opening_balance: toDecimalString(f.opening_balance),
    bought: toDecimalString(f.bought),
    sold: toDecimalString(f.sold),
    transfers: toDecimalString(f.transfers),
    over_short: toDecimalString(f.over_short),
    expected: toDecimalString(f.expected),
    counted: toDecimalString(f.counted),
    card: toDecimalString(f.card),
    card_cad: toDecimalString(f.card_cad),
    cad_value: cad ? toDecimalString(cad) : null,
  };
}

const isEmpty = (f: Figures) => FIGURES.every((key) => f[key].isZero());

type ZHandover = ZReport['tills'][number]['sessions'][number]['handovers'][number];

/** The transfers into and out of a session's till while it was open, oldest first. */
function sessionHandovers(transfers: readonly CashTransfer[], s: ZSession): ZHandover[] {
  const opened = iso(s.opened_at);
  const closed = s.closed_at ? iso(s.closed_at) : null;
  return transfers
    .filter((t) => t.from.id === s.till_id || t.to.id === s.till_id)
    .filter((t) => t.created_at >= opened && (closed === null || t.created_at <= closed))
    .map((t) => {
      const out = t.from.id === s.till_id;
      return {
        id: t.id,
        direction: out ? 'out' : 'in',
        drop: out && t.to.kind === 'vault',
        other: out ? t.to.name : t.from.name,
        code: t.code,
        sent: t.amount ?? '0',
        counted: t.count?.total ?? null,
        variance: t.count?.variance ?? null,
        status: t.status,
        side: t.signoff?.side ?? t.count?.booked_side ?? null,
        created_at: t.created_at,
      };
    });
}

/**
 * The Z report of a branch's business day (docs/decisions/0036), per till and per currency,
 * with the branch's totals per currency and in CAD. The sessions are those dated that day; the
 * movements those made in the bureau's local day (its time zone), the bounds the daily position
 * reads, so a till's line and the daily position of that till agree. Cash moves when it moves:
 * an exchange dated another day still moved the till's cash today. Readable before the day is
 * closed (closed_at null) and unchanged after: nothing can be booked with a closed date.
 */
export async function getZReport(
  db: Database,
  clock: Clock,
  branchId: string,
  date: string,
): Promise<ZReport> {
  const day = await readBusinessDay(db, branchId, date);
  if (!day) throw notFound(CASH_DAY_MESSAGES.branchNotFound);
  const timeZone = await businessTimeZone(db);
  const range = localRangeInstants({ from: date, to: date }, timeZone);
  const [tills, { sessions, counts }, moves, cards, transfers] = await Promise.all([
    branchTills(db, branchId),
    daySessions(db, branchId, date),
    tillMoves(db, branchId, range),
    cardReceipts(db, branchId, range),
    branchDayTransfers(db, branchId, date),
  ]);
  const byTill = tillFigures(sessions, counts, moves, cards);
  const currencyIds = new Set([...byTill.values()].flatMap((till) => [...till.keys()]));
  // Rates as they stood at the day's last instant, or now while the day is still running.
  const asOf = new Date(Math.min(clock().getTime(), range.end.getTime() - 1));
  const currencies = await currenciesWithCadRates(db, [...currencyIds], asOf);

  const totals = new Map<string, Figures>();
  const tillReports = tills
    .filter((till) => byTill.has(till.id) || sessions.some((s) => s.till_id === till.id))
    .map((till) => {
      const figures = byTill.get(till.id) ?? new Map<string, Figures>();
      const lines = currencies.flatMap((currency) => {
        const f = figures.get(currency.id);
        if (!f || isEmpty(f)) return [];
        const total = totals.get(currency.id) ?? zero();
        for (const key of FIGURES) total[key] = total[key].add(f[key]);
        totals.set(currency.id, total);
        return [line(currency, f, cadValue(f.over_short, currency))];
      });
      return {
        till: { id: till.id, name: till.name },
        sessions: sessions
          .filter((s) => s.till_id === till.id)
          .map((s) => ({
            id: s.id,
            teller: { id: s.teller_id, name: s.teller_name },
            status: s.status,
            opened_at: iso(s.opened_at),
            closed_at: s.closed_at ? iso(s.closed_at) : null,
            // The day's spot counts of the session (issue 46), oldest first.
            spot_counts: counts
              .filter((c) => c.session_id === s.id && c.kind === 'spot')
              .map((c) => ({
                code: currencies.find((currency) => currency.id === c.currency_id)?.code ?? '',
                total: toDecimalString(c.total),
                expected: toDecimalString(c.expected),
                variance: toDecimalString(new Dec(c.total).minus(c.expected)),
                counted_at: iso(c.counted_at),
              })),
            handovers: sessionHandovers(transfers, s),
          })),
        currencies: lines,
      };
    });
  const totalLines = currencies.flatMap((currency) => {
    const f = totals.get(currency.id);
    if (!f) return [];
    const tillValues = tillReports.flatMap((t) =>
      t.currencies.filter((c) => c.currency_id === currency.id).map((c) => c.cad_value),
    );
    const cad = tillValues.every((v) => v !== null) ? sum(tillValues) : null;
    return [line(currency, f, cad)];
  });
  const cadValues = totalLines.map((l) => l.cad_value);
  return {
    branch: { id: branchId, name: day.branch_name },
    business_date: date,
    time_zone: timeZone,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    closed_at: day.closed_at,
    closed_by: day.closed_by,
    tills: tillReports,
    totals: {
      currencies: totalLines,
      over_short_cad: cadValues.every((v) => v !== null) ? toDecimalString(sum(cadValues)) : null,
      card_cad: toDecimalString(sum(totalLines.map((l) => l.card_cad))),
    },
  };
}
