import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import type { CurrencyRate } from '@domain/contracts/rates';
import type { ReferenceStatus } from '@domain/contracts/reference';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { Dec } from '@domain/money';
import { pinWarnings, type PinWarnings } from '@domain/reference-rates';
import type { DataTableColumn } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { BureauTime } from '@web/shared/bureau-time';
import { useFormat, useT } from '@web/i18n';
import { useReferenceStatus } from './reference-api';

// SPEC §9: rates are displayed to 4 decimals.
const RATE_PLACES = 4;

function Status({ rate }: { rate: CurrencyRate }) {
  const { t } = useT();
  if (rate.is_current) return <Badge variant="success">{t('Current')}</Badge>;
  if (new Date(rate.effective_date) > new Date())
    return <Badge variant="warning">{t('Scheduled')}</Badge>;
  return <Badge variant="outline">{t('Superseded')}</Badge>;
}

// Computed from the reference (and from which day's mid), or manual (and pinned until when).
// The reference's day is shown as the Bank of Canada writes it (YYYY-MM-DD) in English, as
// SPEC shows it; French reads it as a day.
// What the page says of a pinned rate of a currency against CAD (issue 46): its pin ends within
// a day, or the feed would now set a rate 2 % or more away from it.
function warningsOf(rate: CurrencyRate, status: ReferenceStatus | undefined): PinWarnings {
  const toCad = rate.to_currency.code === BASE_CURRENCY_CODE;
  const other = toCad ? rate.from_currency_id : rate.to_currency_id;
  const reference = status?.currencies.find((c) => c.currency_id === other);
  return pinWarnings({
    pinnedUntil: rate.is_current ? rate.pinned_until : null,
    buyRate: rate.buy_rate,
    toCad,
    feed:
      reference?.mid && (toCad || rate.from_currency.code === BASE_CURRENCY_CODE)
        ? {
            mid: reference.mid,
            margins: {
              buy_percent: reference.effective_buy_percent,
              sell_percent: reference.effective_sell_percent,
            },
          }
        : null,
    digits: status?.significant_digits ?? 6,
    now: new Date(),
  });
}

function Origin({ rate, warnings }: { rate: CurrencyRate; warnings: PinWarnings }) {
  const { t } = useT();
  const { day, decimal, language } = useFormat();
  if (rate.origin === 'computed') {
    const observed = rate.reference_observed_on;
    return (
      <>
        <Badge variant="secondary">{t('Computed')}</Badge>
        {observed && (
          <div className="text-xs text-muted-foreground">
            {t('mid {{mid}} of {{day}}', {
              mid: rate.reference_mid === null ? '' : decimal(rate.reference_mid),
              day: language === 'fr' ? day(observed) : observed,
            })}
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <Badge variant="outline">{t('Manual')}</Badge>
      {rate.pinned_until && (
        <div className="text-xs whitespace-nowrap text-muted-foreground">
          {t('pinned until')} <BureauTime value={rate.pinned_until} style="minute" />
        </div>
      )}
      {(warnings.endsSoon || warnings.drift) && (
        <div className="mt-1 flex flex-wrap gap-1">
          {warnings.endsSoon && <Badge variant="warning">{t('Pin ends within a day')}</Badge>}
          {warnings.drift && (
            <Badge variant="warning">
              {t('{{percent}} % from the feed', { percent: warnings.drift })}
            </Badge>
          )}
        </div>
      )}
    </>
  );
}

// A rate of a currency quoted per 100 or 1,000 units (issue 46) is shown per that many.
const perQuoteUnit = (rate: CurrencyRate, value: string) =>
  rate.from_currency.quote_unit > 1
    ? new Dec(value).mul(rate.from_currency.quote_unit).toFixed()
    : value;

const pairName = (rate: CurrencyRate) => `${rate.from_currency.code} → ${rate.to_currency.code}`;

// The columns of the rates list, with edit and delete per row, in the language on screen.
export function useRateColumns(actions: {
  onEdit: (rate: CurrencyRate) => void;
  onDelete: (rate: CurrencyRate) => void;
}): DataTableColumn<CurrencyRate>[] {
  const { t } = useT();
  const { amount, currencyName } = useFormat();
  const reference = useReferenceStatus();
  return [
    {
      id: 'pair',
      header: t('Currency Pair'),
      cell: (rate) => (
        <>
          <div className="flex items-center gap-1.5 font-medium">
            {rate.from_currency.code}
            <ArrowRight className="size-3.5 text-muted-foreground" aria-label={t('to')} />
            {rate.to_currency.code}
          </div>
          <div className="text-xs text-muted-foreground">
            {t('{{from}} to {{to}}', {
              from: currencyName(rate.from_currency),
              to: currencyName(rate.to_currency),
            })}
          </div>
          {rate.from_currency.quote_unit > 1 && (
            <div className="text-xs text-muted-foreground">
              {t('Rates per {{unit}} {{code}}', {
                unit: amount(String(rate.from_currency.quote_unit), 0),
                code: rate.from_currency.code,
              })}
            </div>
          )}
        </>
      ),
    },
    {
      id: 'buy',
      header: t('Buy Rate'),
      align: 'right',
      className: 'tabular-nums',
      cell: (rate) => amount(perQuoteUnit(rate, rate.buy_rate), RATE_PLACES),
    },
    {
      id: 'sell',
      header: t('Sell Rate'),
      align: 'right',
      className: 'tabular-nums',
      cell: (rate) => amount(perQuoteUnit(rate, rate.sell_rate), RATE_PLACES),
    },
    {
      id: 'effective',
      header: t('Effective'),
      className: 'whitespace-nowrap',
      cell: (rate) => <BureauTime value={rate.effective_date} style="minute" />,
    },
    {
      id: 'origin',
      header: t('Origin'),
      cell: (rate) => <Origin rate={rate} warnings={warningsOf(rate, reference.data)} />,
    },
    { id: 'status', header: t('Status'), cell: (rate) => <Status rate={rate} /> },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (rate) => (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('Edit {{pair}}', { pair: pairName(rate) })}
            onClick={() => actions.onEdit(rate)}
          >
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('Delete {{pair}}', { pair: pairName(rate) })}
            onClick={() => actions.onDelete(rate)}
          >
            <Trash2 className="text-destructive" />
          </Button>
        </>
      ),
    },
  ];
}
