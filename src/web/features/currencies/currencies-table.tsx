import { Pencil } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import { isCrypto, tierName } from '@domain/currency';
import { DataTable, type DataTableColumn, type DataTableFailure } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Switch } from '@web/components/ui/switch';
import { useFormat, useT } from '@web/i18n';

type Actions = {
  onEdit: (currency: Currency) => void;
  onToggleActive: (currency: Currency, active: boolean) => void;
  // Without the right to change currencies: no edit button, the switch only shows.
  readOnly?: boolean;
};

function useColumns(actions: Actions): DataTableColumn<Currency>[] {
  const { t } = useT();
  const format = useFormat();
  const all: DataTableColumn<Currency>[] = [
    {
      id: 'code',
      header: t('Code'),
      className: 'font-medium',
      cell: (c) => (
        <>
          {c.code}
          {c.crypto_id && <span className="ml-2 text-xs text-muted-foreground">{c.crypto_id}</span>}
        </>
      ),
    },
    { id: 'name', header: t('Name'), cell: (c) => format.currencyName(c) },
    { id: 'symbol', header: t('Symbol'), cell: (c) => c.symbol },
    {
      id: 'tier',
      header: t('Tier'),
      cell: (c) => <Badge variant="outline">{t(tierName(c.tier, isCrypto(c)))}</Badge>,
    },
    {
      id: 'rounding',
      header: t('Rounding'),
      align: 'right',
      className: 'tabular-nums',
      cell: (c) => format.decimal(c.rounding_factor),
    },
    {
      id: 'decimals',
      header: t('Decimals'),
      align: 'right',
      className: 'tabular-nums',
      cell: (c) => c.decimal_places,
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (c) => (
        <div className="flex items-center gap-2">
          <Switch
            checked={c.is_active}
            onCheckedChange={(active) => actions.onToggleActive(c, active)}
            disabled={actions.readOnly}
            aria-label={t('{{code}} active', { code: c.code })}
          />
          <span className="text-sm text-muted-foreground">
            {c.is_active ? t('Active') : t('Inactive')}
          </span>
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'right',
      cell: (c) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('Edit {{code}}', { code: c.code })}
          onClick={() => actions.onEdit(c)}
        >
          <Pencil aria-hidden />
        </Button>
      ),
    },
  ];
  return actions.readOnly ? all.filter((c) => c.id !== 'actions') : all;
}

export function CurrenciesTable(
  props: Actions & {
    rows: Currency[] | undefined;
    loading: boolean;
    failure: DataTableFailure | null;
    emptyTitle: string;
  },
) {
  const columns = useColumns(props);
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(c) => c.id}
      loading={props.loading}
      failure={props.failure}
      empty={<EmptyState title={props.emptyTitle} />}
    />
  );
}
