import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import { isCrypto } from '@domain/currency';
import { FilterChoice } from '@web/components/ui/filter-choice';
import { msg, useT } from '@web/i18n';

const LABELS: Record<CurrencyKindFilter, string> = {
  all: msg('All Currencies'),
  fiat: msg('Fiat Only'),
  crypto: msg('Crypto Only'),
};

// SPEC §2: while crypto is enabled, a switch narrows the pairs' currency choices.
export function CurrencyKindSwitch(props: {
  value: CurrencyKindFilter;
  onChange: (kind: CurrencyKindFilter) => void;
}) {
  const { t } = useT();
  return (
    <FilterChoice
      label={t('Currency filter')}
      value={props.value}
      onChange={props.onChange}
      className="h-auto flex-wrap"
      options={(Object.keys(LABELS) as CurrencyKindFilter[]).map((kind) => ({
        value: kind,
        label: t(LABELS[kind]),
      }))}
    />
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
