import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Denomination } from '@domain/contracts/cash';
import type { Currency } from '@domain/contracts/currencies';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCurrencies } from '@web/features/currencies';
import { useT } from '@web/i18n';
import { useDenominations } from './api';

// What every count needs: the active fiat currencies and their notes and coins.
export function useCountData() {
  const currencies = useCurrencies({ active: true, kind: 'fiat' });
  const denominations = useDenominations();
  const failed = currencies.error ?? denominations.error;
  return {
    currencies: currencies.data,
    denominations: denominations.data,
    failed: Boolean(failed),
    retrying: currencies.isFetching || denominations.isFetching,
    retry: () => {
      void currencies.refetch();
      void denominations.refetch();
    },
  };
}

export function BackToTills() {
  const { t } = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2">
      <Link to="/tills">
        <ArrowLeft aria-hidden /> {t('Tills')}
      </Link>
    </Button>
  );
}

/** A count's page: back link, title, and the form once what it lists has loaded. */
export function CountPageFrame(props: {
  title: string;
  description: ReactNode;
  children: (data: { currencies: Currency[]; denominations: Denomination[] }) => ReactNode;
}) {
  const data = useCountData();
  const { t } = useT();
  let body: ReactNode;
  if (data.failed) {
    body = (
      <LoadError what={t('the denominations')} onRetry={data.retry} retrying={data.retrying} />
    );
  } else if (!data.currencies || !data.denominations) {
    body = <Skeleton className="h-64 w-full" />;
  } else {
    body = props.children({ currencies: data.currencies, denominations: data.denominations });
  }
  return (
    <div>
      <BackToTills />
      <PageHeader title={props.title} description={props.description} />
      {body}
    </div>
  );
}
