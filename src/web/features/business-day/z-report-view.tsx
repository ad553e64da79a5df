import type { ZReport } from '@domain/contracts/business-day';
import { BureauTime } from '@web/shared/bureau-time';
import { msg, Trans, useFormat, useT } from '@web/i18n';
import { ZReportTable } from './z-report-table';
import { ZTillHandovers } from './z-till-handovers';

// The Z report alone on A4 (landscape: ten columns of figures): the navigation, side panel,
// the page's controls and the day's state are no-print; tables print whole, never scrolled.
const PRINT_CSS = `
@page { size: A4 landscape; margin: 10mm; }
[data-print='z-report'] { font-size: 9pt; }
[data-print='z-report'] [data-slot='table-container'] { overflow: visible; }
[data-print='z-report'] th, [data-print='z-report'] td { padding: 2px 6px; height: auto; }
[data-print='z-report'] section { break-inside: avoid; }
`;

function TillSection(props: { till: ZReport['tills'][number] }) {
  const { till } = props;
  const tellers = [...new Set(till.sessions.map((s) => s.teller.name))];
  // The day's spot counts of the till's sessions (issue 46), oldest first.
  const spots = till.sessions.flatMap((s) => s.spot_counts);
  const { t } = useT();
  const format = useFormat();
  return (
    <section className="grid gap-2" data-testid={`z-till-${till.till.name}`}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h3 className="font-semibold">{till.till.name}</h3>
        <span className="text-sm text-muted-foreground">
          {tellers.length === 0 ? t('Not opened') : tellers.join(', ')}
        </span>
      </div>
      {spots.length > 0 && (
        <ul
          className="grid gap-0.5 text-sm"
          aria-label={t('Spot counts of {{till}}', { till: till.till.name })}
        >
          {spots.map((spot, index) => (
            <li key={`${spot.counted_at}-${spot.code}-${index}`} className="tabular-nums">
              <BureauTime value={spot.counted_at} style="minute" />
              {` · ${t(
                'Spot count of {{code}}: {{counted}} counted, {{expected}} held, {{variance}}',
                {
                  code: spot.code,
                  counted: format.decimal(spot.total),
                  expected: format.decimal(spot.expected),
                  variance: format.decimal(spot.variance),
                },
              )}`}
            </li>
          ))}
        </ul>
      )}
      <ZTillHandovers till={till} />
      {till.currencies.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No cash at this till on this day.')}</p>
      ) : (
        <ZReportTable
          lines={till.currencies}
          label={t('{{till}} by currency', { till: till.till.name })}
          testPrefix={`z-${till.till.name}`}
        />
      )}
    </section>
  );
}

/** The Z report of a branch's day: per till and currency, then the branch's totals in CAD. */
export function ZReportView(props: { report: ZReport }) {
  const { report } = props;
  const { t } = useT();
  const format = useFormat();
  return (
    <article data-print="z-report" className="grid gap-6" aria-label={t('Z report')}>
      <style media="print">{PRINT_CSS}</style>
      <header className="grid gap-1">
        <h2 className="text-lg font-semibold">
          {t('Z Report — {{branch}} — {{day}}', {
            branch: report.branch.name,
            day: format.day(report.business_date),
          })}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="z-status">
          {report.closed_at ? (
            <Trans
              t={t}
              i18nKey={msg('Day closed by {{name}} on <time/>')}
              values={{ name: report.closed_by?.name ?? t('unknown') }}
              components={{ time: <BureauTime value={report.closed_at} style="minute" /> }}
            />
          ) : (
            t('Provisional: the day is still open and its figures may change.')
          )}
        </p>
      </header>
      {report.tills.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('This branch has no till.')}</p>
      ) : (
        report.tills.map((till) => <TillSection key={till.till.id} till={till} />)
      )}
      <section className="grid gap-2" data-testid="z-totals">
        <h3 className="font-semibold">{t('Branch totals')}</h3>
        {report.totals.currencies.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No cash moved on this day.')}</p>
        ) : (
          <ZReportTable
            lines={report.totals.currencies}
            label={t('Branch totals by currency')}
            testPrefix="z-total"
          />
        )}
        <dl className="mt-1 flex flex-wrap gap-x-8 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('Over/short in CAD')}</dt>
            <dd className="font-medium tabular-nums" data-testid="z-over-short-cad">
              {report.totals.over_short_cad === null
                ? t('not valued: a currency has no rate to CAD')
                : format.amount(report.totals.over_short_cad, 2)}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('Card in CAD')}</dt>
            <dd className="font-medium tabular-nums" data-testid="z-card-cad">
              {format.amount(report.totals.card_cad, 2)}
            </dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
