import { useState } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import type { MissingRequirement, RequirementCode } from '@domain/compliance';
import type { CustomerDetail } from '@domain/contracts/customers';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { CustomerDialog } from '@web/features/customers';
import { IdCardsSection } from '@web/features/id-cards';
import { translate, useFormat, useT } from '@web/i18n';
import { exchangeMessage } from './exchange-messages';

const CUSTOMER_FACTS: readonly RequirementCode[] = ['date_of_birth', 'address', 'occupation'];
const COMPANY_FACTS: readonly RequirementCode[] = [
  'company',
  'company_name',
  'company_address',
  'company_principal_business',
];

export const IDENTIFICATION_NOTICE_ID = 'exchange-identification';

// What FINTRAC's rules still need before this exchange can complete (docs/decisions/0026), with
// the way to fill it in from here: the customer's details and ID cards open in dialogs over the
// exchange, so nothing typed is lost; the exchange's own fields are named.
export function IdentificationNotice(props: {
  missing: readonly MissingRequirement[];
  customer: CustomerDetail;
}) {
  const { t } = useT();
  const f = useFormat();
  const [open, setOpen] = useState<'customer' | 'id-card' | null>(null);
  const needs = (codes: readonly RequirementCode[]) =>
    props.missing.some((m) => codes.includes(m.code));
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const company = props.customer.company;
  return (
    <Card
      id={IDENTIFICATION_NOTICE_ID}
      role="region"
      aria-label={t('Identification needed')}
      className="border-amber-500"
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <TriangleAlertIcon className="size-4 text-amber-600" aria-hidden />
          {t('Identification needed')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ul className="grid list-disc gap-1 pl-5">
          {props.missing.map((m) => (
            <li key={m.code}>{exchangeMessage(m.message, translate, f)}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {needs(CUSTOMER_FACTS) && (
            <Button type="button" variant="outline" size="sm" onClick={() => setOpen('customer')}>
              {t('Edit customer details')}
            </Button>
          )}
          {needs(['id_card']) && (
            <Button type="button" variant="outline" size="sm" onClick={() => setOpen('id-card')}>
              {t('Add ID card')}
            </Button>
          )}
          {needs(COMPANY_FACTS) && company && (
            <Button type="button" variant="outline" size="sm" asChild>
              <a href={`/companies/${company.id}`} target="_blank" rel="noreferrer">
                {t('Open company in a new tab')}
              </a>
            </Button>
          )}
        </div>
        {needs(['source_of_money', 'third_party_determination', 'third_party_relationship']) && (
          <p className="text-muted-foreground">
            {t('Fill in the fields of this exchange named above.')}
          </p>
        )}
      </CardContent>
      {/* The dialogs' forms sit inside the exchange form in React's tree: their submits must not
          bubble up and submit the exchange. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <CustomerDialog customer={props.customer} open={open === 'customer'} onOpenChange={close} />
        <Dialog open={open === 'id-card'} onOpenChange={close}>
          <DialogContent className="max-w-lg" aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>{t('ID Cards')}</DialogTitle>
            </DialogHeader>
            <IdCardsSection customerId={props.customer.id} variant="page" />
          </DialogContent>
        </Dialog>
      </div>
    </Card>
  );
}
