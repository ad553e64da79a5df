import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import { isCrypto } from '@domain/currency';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';

const LABELS: Record<CurrencyKindFilter, string> = {
  all: 'All Currencies',
  fiat: 'Fiat Only',
  crypto: 'Crypto Only',
};

// SPEC §2: while crypto is enabled, a switch narrows the pairs' currency choices.
export function CurrencyKindSwitch(props: {
  value: CurrencyKindFilter;
  onChange: (kind: CurrencyKindFilter) => void;
}) {
  return (
    <Tabs value={props.value} onValueChange={(v) => props.onChange(v as CurrencyKindFilter)}>
      <TabsList aria-label="Currency filter" className="h-auto flex-wrap">
        {(Object.keys(LABELS) as CurrencyKindFilter[]).map((kind) => (
          <TabsTrigger key={kind} value={kind}>
            {LABELS[kind]}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}

// The choices a picker offers under the filter; the currency already chosen always stays.
export function currencyChoices<C extends { id: string; crypto_id: string | null }>(
  currencies: readonly C[],
  kind: CurrencyKindFilter,
  selectedId: string,
): C[] {
  return currencies.filter(
    (c) => kind === 'all' || (kind === 'crypto') === isCrypto(c) || c.id === selectedId,
  );
}
