import { useState } from 'react';
import { Pencil, RefreshCw } from 'lucide-react';
import type { ReferenceCurrency } from '@domain/contracts/reference';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { BureauTime } from '@web/shared/bureau-time';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { CurrencyMarginsDialog } from './currency-margins-dialog';
import { DefaultMarginsForm } from './default-margins-form';
import { useFetchReferenceRates, useReferenceStatus } from './reference-api';

// A margin as shown: the currency's own, or the default's value marked as such.
function Margin({ own, effective }: { own: string | null; effective: string }) {
  const { t } = useT();
  const { decimal } = useFormat();
  return own === null ? (
    <span className="text-muted-foreground">
      {t('{{value}} % (default)', { value: decimal(effective) })}
    </span>
  ) : (
    `${decimal(own)} %`
  );
}

/**
 * The reference rates (docs/decisions/0037-rates-and-profit.md): the Bank of Canada's daily mids, when they
 * were last fetched (or why not), which currencies they price and from which day, and the
 * margins that turn them into the table's computed rates. Managers fetch and edit.
 */
export function ReferenceCard(props: { canEdit: boolean }) {
  const { t } = useT();
  const { currencyName, day, decimal, language } = useFormat();
  // The Bank of Canada's days: as it writes them (YYYY-MM-DD) in English, a day in French.
  const observed = (value: string) => (language === 'fr' ? day(value) : value);
  const status = useReferenceStatus();
  const fetchNow = useFetchReferenceRates();
  const [editing, setEditing] = useState<ReferenceCurrency | null>(null);
  useFailureToast(status.error, t('Failed to load reference rates'));
  const data = status.data;

  const runFetch = async () => {
    try {
      const result = await fetchNow.mutateAsync();
      const written = t('{{message}}: {{n}} rates written', {
        message: t(result.message),
        n: result.rates_written,
      });
      const pinned =
        result.pinned_kept > 0 ? `, ${t('{{n}} pinned kept', { n: result.pinned_kept })}` : '';
      notify.success(`${written}${pinned}`);
    } catch (error) {
      notifyFailure(t('Failed to fetch reference rates'), error);
    }
  };

  return (
    <Card className="mt-6" role="region" aria-label={t('Reference Rates')}>
      <CardHeader>
        <CardTitle>{t('Reference Rates')}</CardTitle>
        <CardDescription>
          {t(
            "Bank of Canada daily rates (CAD per unit). Computed rates keep each currency's margins around them; a manual rate pinned until a date is kept until then.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {props.canEdit && (
            <Button variant="outline" onClick={runFetch} disabled={fetchNow.isPending}>
              <RefreshCw className={fetchNow.isPending ? 'animate-spin' : undefined} />
              {t('Fetch reference rates')}
            </Button>
          )}
          <span className="text-sm text-muted-foreground">
            {t('Last updated:')}{' '}
            {data?.last_success_at ? (
              <BureauTime value={data.last_success_at} style="second" />
            ) : (
              t('Never')
            )}
            {data?.latest_observation &&
              ` · ${t('rates of {{day}}', { day: observed(data.latest_observation) })}`}
          </span>
        </div>
        {data?.last_error && (
          <p className="text-sm text-destructive">
            {t('Last fetch failed: {{reason}}', { reason: t(data.last_error) })}
          </p>
        )}
        {data && props.canEdit && (
          <DefaultMarginsForm
            buy_percent={data.default_margins.buy_percent}
            sell_percent={data.default_margins.sell_percent}
            significant_digits={data.significant_digits}
          />
        )}
        {data && (
          <div className="overflow-x-auto">
            <Table aria-label={t('Referenced currencies')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('Currency')}</TableHead>
                  <TableHead>{t('Reference')}</TableHead>
                  <TableHead>{t('Buy margin')}</TableHead>
                  <TableHead>{t('Sell margin')}</TableHead>
                  {props.canEdit && <TableHead className="text-right">{t('Margins')}</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.currencies.map((c) => (
                  <TableRow key={c.currency_id}>
                    <TableCell>
                      <div className="font-medium">{c.code}</div>
                      <div className="text-xs text-muted-foreground">{currencyName(c)}</div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {c.observed_on && c.mid ? (
                        <>
                          <Badge variant="secondary">{t('Referenced')}</Badge>{' '}
                          <span className="tabular-nums">{decimal(c.mid)}</span>
                          <div className="text-xs text-muted-foreground">
                            {t('from {{day}}', { day: observed(c.observed_on) })}
                          </div>
                        </>
                      ) : (
                        <Badge variant="outline">{t('Manual only')}</Badge>
                      )}
                    </TableCell>
                    <TableCell>
                      <Margin own={c.buy_margin_percent} effective={c.effective_buy_percent} />
                    </TableCell>
                    <TableCell>
                      <Margin own={c.sell_margin_percent} effective={c.effective_sell_percent} />
                    </TableCell>
                    {props.canEdit && (
                      <TableCell className="text-right">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('Edit margins of {{code}}', { code: c.code })}
                          onClick={() => setEditing(c)}
                        >
                          <Pencil />
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
      {editing && data && (
        <CurrencyMarginsDialog
          currency={editing}
          defaults={data.default_margins}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
