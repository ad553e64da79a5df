import { useState } from 'react';
import { Bitcoin, Plus } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import { isCrypto } from '@domain/currency';
import { queryState } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useStaff } from '@web/features/auth';
import { notify } from '@web/lib/notify';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { useCryptoEnabled } from '@web/shared/settings';
import { useT } from '@web/i18n';
import { useCurrencies, useUpdateCurrency } from './api';
import { CurrenciesTable } from './currencies-table';
import { CurrencyFormDialog, type CurrencyFormMode } from './currency-form-dialog';

const TABS = ['fiat', 'crypto'] as const;

export function CurrenciesPage() {
  const { t } = useT();
  const canEdit = useStaff().can('manager');
  const cryptoEnabled = useCryptoEnabled();
  // With crypto off, crypto currencies are hidden entirely (SPEC §4).
  const currencies = useCurrencies({ kind: cryptoEnabled ? 'all' : 'fiat' });
  const update = useUpdateCurrency();
  // The Fiat/Crypto tab is kept in the URL (`?tab=crypto`).
  const { tab, setTab } = useListParams({ tabs: TABS });
  const [formMode, setFormMode] = useState<CurrencyFormMode | null>(null);

  useFailureToast(currencies.error, t('Failed to load currencies'));

  const toggleActive = async (currency: Currency, is_active: boolean) => {
    try {
      await update.mutateAsync({ id: currency.id, changes: { is_active } });
      notify.success(t('Currency updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update currency'), error);
    }
  };

  const table = (rows: Currency[] | undefined, emptyTitle = t('No currencies yet')) => (
    <CurrenciesTable
      rows={rows}
      emptyTitle={emptyTitle}
      {...queryState(currencies, t('currencies'))}
      onEdit={(currency) => setFormMode({ kind: 'edit', currency })}
      onToggleActive={toggleActive}
      readOnly={!canEdit}
    />
  );
  const rows = currencies.data;

  return (
    <div>
      <PageHeader
        title={t('Currencies')}
        description={t('Manage the currencies you trade, their tiers and rounding')}
        actions={
          canEdit && (
            <>
              {cryptoEnabled && (
                <Button variant="outline" onClick={() => setFormMode({ kind: 'create-crypto' })}>
                  <Bitcoin aria-hidden />
                  {t('Add Crypto')}
                </Button>
              )}
              <Button onClick={() => setFormMode({ kind: 'create-fiat' })}>
                <Plus aria-hidden />
                {t('Add Currency')}
              </Button>
            </>
          )
        }
      />
      <Card className="py-2">
        <CardContent className="px-2">
          {cryptoEnabled ? (
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="mx-2 mt-2">
                <TabsTrigger value="fiat">{t('Fiat')}</TabsTrigger>
                <TabsTrigger value="crypto">{t('Crypto')}</TabsTrigger>
              </TabsList>
              <TabsContent value="fiat">{table(rows?.filter((c) => !isCrypto(c)))}</TabsContent>
              <TabsContent value="crypto">
                {table(rows?.filter(isCrypto), t('No cryptocurrencies yet'))}
              </TabsContent>
            </Tabs>
          ) : (
            table(rows)
          )}
        </CardContent>
      </Card>
      <CurrencyFormDialog mode={formMode} onOpenChange={(open) => !open && setFormMode(null)} />
    </div>
  );
}
