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
import { BureauTime } from '@web/features/settings';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { CurrencyMarginsDialog } from './currency-margins-dialog';
import { DefaultMarginsForm } from './default-margins-form';
import { useFetchReferenceRates, useReferenceStatus } from './reference-api';

// A margin as shown: the currency's own, or the default's value marked as such.
function margin(own: string | null, effective: string) {
  return own === null ? (
    <span className="text-muted-foreground">{effective} % (default)</span>
  ) : (
    `${own} %`
  );
}

/**
 * The reference rates (docs/decisions/0037-rates-and-profit.md): the Bank of Canada's daily mids, when they
 * were last fetched (or why not), which currencies they price and from which day, and the
 * margins that turn them into the table's computed rates. Managers fetch and edit.
 */
export function ReferenceCard(props: { canEdit: boolean }) {
  const status = useReferenceStatus();
  const fetchNow = useFetchReferenceRates();
  const [editing, setEditing] = useState<ReferenceCurrency | null>(null);
  useFailureToast(status.error, 'Failed to load reference rates');
  const data = status.data;

  const runFetch = async () => {
    try {
      const result = await fetchNow.mutateAsync();
      const pinned = result.pinned_kept > 0 ? `, ${result.pinned_kept} pinned kept` : '';
      notify.success(`${result.message}: ${result.rates_written} rates written${pinned}`);
    } catch (error) {
      notifyFailure('Failed to fetch reference rates', error);
    }
  };

  return (
    <Card className="mt-6" role="region" aria-label="Reference Rates">
      <CardHeader>
        <CardTitle>Reference Rates</CardTitle>
        <CardDescription>
          Bank of Canada daily rates (CAD per unit). Computed rates keep each currency&apos;s
          margins around them; a manual rate pinned until a date is kept until then.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {props.canEdit && (
            <Button variant="outline" onClick={runFetch} disabled={fetchNow.isPending}>
              <RefreshCw className={fetchNow.isPending ? 'animate-spin' : undefined} />
              Fetch reference rates
            </Button>
          )}
          <span className="text-sm text-muted-foreground">
            Last updated:{' '}
            {data?.last_success_at ? (
              <BureauTime value={data.last_success_at} style="second" />
            ) : (
              'Never'
            )}
            {data?.latest_observation && ` · rates of ${data.latest_observation}`}
          </span>
        </div>
        {data?.last_error && (
          <p className="text-sm text-destructive">Last fetch failed: {data.last_error}</p>
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
            <Table aria-label="Referenced currencies">
              <TableHeader>
                <TableRow>
                  <TableHead>Currency</TableHead>
                  <TableHead>Reference</TableHead>
                  <TableHead>Buy margin</TableHead>
                  <TableHead>Sell margin</TableHead>
                  {props.canEdit && <TableHead className="text-right">Margins</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.currencies.map((c) => (
                  <TableRow key={c.currency_id}>
                    <TableCell>
                      <div className="font-medium">{c.code}</div>
                      <div className="text-xs text-muted-foreground">{c.name}</div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {c.observed_on && c.mid ? (
                        <>
                          <Badge variant="secondary">Referenced</Badge>{' '}
                          <span className="tabular-nums">{c.mid}</span>
                          <div className="text-xs text-muted-foreground">from {c.observed_on}</div>
                        </>
                      ) : (
                        <Badge variant="outline">Manual only</Badge>
                      )}
                    </TableCell>
                    <TableCell>{margin(c.buy_margin_percent, c.effective_buy_percent)}</TableCell>
                    <TableCell>{margin(c.sell_margin_percent, c.effective_sell_percent)}</TableCell>
                    {props.canEdit && (
                      <TableCell className="text-right">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit margins of ${c.code}`}
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
