import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { TransactionDetail } from '@domain/contracts/transactions';
import { isClaimable } from '@domain/transaction-status';
import { PersonName } from '@web/components/user-text';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { MoneyText } from '@web/components/ui/money-text';
import { Skeleton } from '@web/components/ui/skeleton';
import { useIdCards } from '@web/features/id-cards';
import { useFormat, useT, type Formats } from '@web/i18n';
import { useExchange } from './api';

const pairText = (tx: TransactionDetail, { amount }: Formats) =>
  amount(tx.to_amount, tx.to_currency.decimal_places);

// The recipient's ID cards, to check at the counter before handing over the money.
function RecipientIdentity({
  recipient,
}: {
  recipient: NonNullable<TransactionDetail['recipient_customer']>;
}) {
  const { t } = useT();
  const { day } = useFormat();
  const cards = useIdCards(recipient.id);
  return (
    <section aria-label={t('Recipient identity')} className="rounded-md border p-3 text-sm">
      <p className="font-medium">
        {t('Recipient:')} <PersonName person={recipient} />
      </p>
      {cards.isPending ? (
        <Skeleton className="mt-2 h-4 w-48" />
      ) : cards.isError ? (
        <p className="mt-1 text-destructive">{t('Failed to load ID cards')}</p>
      ) : cards.data.rows.length === 0 ? (
        <p className="mt-1 text-warning-foreground">
          {t('No ID card on file - check another ID.')}
        </p>
      ) : (
        <ul className="mt-1 grid gap-1 text-muted-foreground">
          {cards.data.rows.map((card) => (
            <li key={card.id}>
              {card.id_type} <span className="font-mono text-foreground">{card.id_number}</span>
              {card.expiry_date && <> · {t('expires {{day}}', { day: day(card.expiry_date) })}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// Confirms a pickup (SPEC §2). A recipient collects the whole exchange at once, so the
// exchange's other unclaimed on-behalf pairs are listed and claimed together by default.
export function ClaimDialog(props: {
  transaction: TransactionDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (withExchange: boolean) => void;
  pending: boolean;
}) {
  const { t } = useT();
  const formats = useFormat();
  const tx = props.transaction;
  const exchange = useExchange(props.open ? tx.reference_number : null);
  const others = (exchange.data?.transactions ?? []).filter(
    (other) => other.id !== tx.id && isClaimable(other),
  );
  const [together, setTogether] = useState(true);
  const withExchange = together && others.length > 0;

  return (
    <AlertDialog
      open={props.open}
      onOpenChange={(next) => {
        if (!props.pending) props.onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('Claim Transaction')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('Hand over')}{' '}
            <MoneyText
              value={pairText(tx, formats)}
              code={tx.to_currency.code}
              className="font-medium"
            />{' '}
            {t(
              "after checking the recipient's identity. The transaction is then marked as claimed.",
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {tx.recipient_customer && <RecipientIdentity recipient={tx.recipient_customer} />}
        {others.length > 0 && (
          <section aria-label={t('Other pairs of this exchange')} className="grid gap-2 text-sm">
            <p>
              {others.length === 1
                ? t('This exchange ({{reference}}) has 1 more pair waiting for pickup:', {
                    reference: tx.reference_number,
                  })
                : t('This exchange ({{reference}}) has {{count}} more pairs waiting for pickup:', {
                    reference: tx.reference_number,
                    count: others.length,
                  })}
            </p>
            <ul className="grid gap-1 pl-4">
              {others.map((other) => (
                <li key={other.id} className="list-disc">
                  <MoneyText value={pairText(other, formats)} code={other.to_currency.code} />
                </li>
              ))}
            </ul>
            <div className="flex items-center gap-2">
              <Checkbox
                id="claim-together"
                checked={together}
                onCheckedChange={(checked) => setTogether(checked === true)}
              />
              <Label htmlFor="claim-together">{t('Claim the whole exchange together')}</Label>
            </div>
          </section>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.pending}>{t('Cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={props.pending || exchange.isPending}
            aria-busy={props.pending || undefined}
            onClick={(event) => {
              event.preventDefault();
              props.onConfirm(withExchange);
            }}
          >
            {props.pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {withExchange
              ? t('Claim {{count}} pairs', { count: others.length + 1 })
              : t('Confirm Claim')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
