import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { RateBoard } from '@domain/contracts/rate-board';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFailureToast } from '@web/lib/failure';
import { useFormat, useT } from '@web/i18n';
import { useRateSheet } from './api';
import { momentText, rateText } from './board-text';
import { CurrencyCell } from './currency-cell';

// The paper of the sheet, only while the sheet is on screen: receipts keep their own. (A named
// page would break the page before and after the sheet.)
const A4_PAGE = '@page { size: A4 portrait; margin: 14mm; }';

/** The rate sheet at /rates/sheet: the board's rates on one A4 page, to print and pin up. */
export function RateSheetPage() {
  const { t } = useT();
  const sheet = useRateSheet();
  useFailureToast(sheet.error, t('Failed to load the rate sheet'));
  // The sheet stands outside the app's shell: it is its own page's main landmark.
  return (
    <main className="min-h-dvh bg-muted/40 py-6 print:min-h-0 print:bg-white print:py-0">
      <style>{A4_PAGE}</style>
      <div className="no-print mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 px-4">
        <Button asChild variant="ghost">
          <Link to="/rates">
            <ArrowLeft aria-hidden /> {t('Back to rates')}
          </Link>
        </Button>
        <Button onClick={() => window.print()} disabled={!sheet.data}>
          <Printer aria-hidden /> {t('Print')}
        </Button>
      </div>
      {sheet.isError ? (
        <div className="mx-auto max-w-[210mm] px-4">
          <LoadError
            what={t('the rate sheet')}
            onRetry={() => void sheet.refetch()}
            retrying={sheet.isFetching}
          />
        </div>
      ) : sheet.data ? (
        <RateSheet sheet={sheet.data} />
      ) : (
        <Skeleton className="mx-auto h-[297mm] max-w-[210mm]" />
      )}
    </main>
  );
}

function RateSheet(props: { sheet: RateBoard }) {
  const { sheet } = props;
  const { t } = useT();
  const { language } = useFormat();
  return (
    <article
      aria-label={t('Rate sheet')}
      className="mx-auto min-h-[297mm] max-w-[210mm] bg-white p-4 text-black shadow-sm sm:p-[14mm] print:min-h-0 print:max-w-none print:p-0 print:shadow-none"
    >
      <header className="border-b-2 border-black pb-4">
        <h1 className="text-3xl font-bold">{sheet.bureau_name}</h1>
        <p className="mt-1 text-lg">{t('Exchange rates — Canadian dollars for one unit')}</p>
        <p className="mt-1 text-sm">
          {sheet.updated_at
            ? t('Rates as of {{moment}}', {
                moment: momentText(sheet.updated_at, sheet.time_zone, language),
              })
            : t('No rates yet')}
        </p>
      </header>
      {/* A phone shows the sheet with narrower margins and smaller type; paper keeps its rows
          tight enough for a bureau's thirty currencies on one A4 page. */}
      <table className="mt-4 w-full border-collapse text-sm sm:text-xl print:text-lg">
        <thead>
          <tr className="border-b border-black text-left text-sm uppercase tracking-wide">
            <th scope="col" className="py-2 font-semibold">
              {t('Currency')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('We buy')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('We sell')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => (
            <tr key={row.code} className="border-b border-neutral-300 break-inside-avoid">
              <th scope="row" className="py-2.5 text-left font-normal print:py-1">
                <CurrencyCell
                  code={row.code}
                  name={row.name}
                  quoteUnit={row.quote_unit}
                  nameClassName="text-base"
                />
              </th>
              <td className="py-2.5 text-right font-semibold tabular-nums print:py-1">
                {row.we_buy === null ? '—' : rateText(row.we_buy, language)}
              </td>
              <td className="py-2.5 text-right font-semibold tabular-nums print:py-1">
                {row.we_sell === null ? '—' : rateText(row.we_sell, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sheet.rows.length === 0 && <p className="mt-6 text-center">{t('No rates to show.')}</p>}
      <p className="mt-6 text-sm">
        {t(
          'We buy: what we pay you for one unit (or the number of units shown). We sell: what it costs you. Rates may change during the day; ask at the counter.',
        )}
      </p>
    </article>
  );
}
