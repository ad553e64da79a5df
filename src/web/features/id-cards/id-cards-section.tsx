import { lazy, Suspense, useState } from 'react';
import { Images, IdCard as IdCardIcon, Trash2 } from 'lucide-react';
import { MAX_ID_CARDS } from '@domain/constants';
import type { IdCard } from '@domain/contracts/id-cards';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { notifyFailure, useFailureToast } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { useDeleteIdCard, useIdCards } from './api';
import { useIdImagesEnabled } from '@web/shared/settings';
import { CompleteIdCardDialog } from './complete-id-card-dialog';
import { IdCardPhotosDialog } from './id-card-photos-dialog';
import { IdCardStatus } from './id-card-status';
import { DELETE_FAILURE, type IdCardsVariant } from './id-card-texts';

// The add form (form library, date pickers, zod) loads when a section first shows it, not with
// every screen that could: the side panel's ID Cards tab, a customer's page, the exchange.
const AddIdCardForm = lazy(async () => ({
  default: (await import('./add-id-card-form')).AddIdCardForm,
}));

// A customer's ID cards with delete, and the add form while fewer than MAX_ID_CARDS are held.
export function IdCardsSection({
  customerId,
  variant,
  readOnly = false,
}: {
  customerId: string;
  variant: IdCardsVariant;
  // An archived customer's cards are shown, not changed (docs/decisions/0027).
  readOnly?: boolean;
}) {
  const { t } = useT();
  const format = useFormat();
  const cards = useIdCards(customerId);
  const remove = useDeleteIdCard(customerId);
  const [pending, setPending] = useState<IdCard | null>(null);
  const [completing, setCompleting] = useState<IdCard | null>(null);
  const [photosOf, setPhotosOf] = useState<string | null>(null);
  // Photos are added while the bureau keeps them; those on file are shown either way.
  const canAddPhotos = useIdImagesEnabled() && !readOnly;
  useFailureToast(cards.error, t('Failed to load ID cards'));

  // Without the cards there is no list to show nor a count to check the add form against.
  if (cards.isError) {
    return (
      <LoadError
        what={t('ID cards')}
        onRetry={() => void cards.refetch()}
        retrying={cards.isFetching}
        className="py-4"
      />
    );
  }
  if (cards.isPending) return <Skeleton className="h-16 w-full" />;
  const rows = cards.data?.rows ?? [];

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: (archived) => {
        notify.success(
          archived
            ? t('ID card archived: kept for the records of past exchanges.')
            : t('ID Card deleted successfully.'),
        );
        setPending(null);
      },
      onError: (error) => notifyFailure(t(DELETE_FAILURE[variant]), error),
    });
  };

  return (
    <div className="grid gap-4">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No ID cards on file')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('ID cards')}>
          {rows.map((card) => (
            <li
              key={card.id}
              className="flex items-start justify-between gap-3 rounded-md border p-3"
            >
              <div className="flex min-w-0 gap-3">
                <IdCardIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words">{card.id_type}</p>
                  <p className="break-all text-muted-foreground">{card.id_number}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('Issued {{issued}} · Expires {{expires}}', {
                      issued: format.day(card.issued_date),
                      expires: format.day(card.expiry_date),
                    })}
                  </p>
                  {card.images.length > 0 && (
                    <p className="text-xs text-muted-foreground">
                      {card.images.length === 2
                        ? t('Photos of the front and back on file')
                        : card.images[0] === 'front'
                          ? t('Photo of the front on file')
                          : t('Photo of the back on file')}
                    </p>
                  )}
                  <IdCardStatus
                    card={card}
                    onComplete={readOnly ? undefined : () => setCompleting(card)}
                  />
                </div>
              </div>
              <div className="flex shrink-0 gap-1">
                {(canAddPhotos || card.images.length > 0) && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('Photos of ID card {{number}}', { number: card.id_number })}
                    title={t('Photos')}
                    onClick={() => setPhotosOf(card.id)}
                  >
                    <Images aria-hidden />
                  </Button>
                )}
                {!readOnly && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('Delete ID card {{number}}', { number: card.id_number })}
                    onClick={() => setPending(card)}
                  >
                    <Trash2 aria-hidden className="text-destructive" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : rows.length < MAX_ID_CARDS ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <AddIdCardForm customerId={customerId} idPrefix={`${variant}-id-card`} />
        </Suspense>
      ) : (
        <p className="text-xs text-muted-foreground">
          {t('Maximum of {{max}} ID cards reached. Delete one to add another.', {
            max: MAX_ID_CARDS,
          })}
        </p>
      )}
      <IdCardPhotosDialog
        card={rows.find((card) => card.id === photosOf) ?? null}
        customerId={customerId}
        canAdd={canAddPhotos}
        onClose={() => setPhotosOf(null)}
      />
      <CompleteIdCardDialog
        card={completing}
        customerId={customerId}
        onClose={() => setCompleting(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('Delete ID Card')}
        description={t('Are you sure you want to delete the {{type}} {{number}}?', {
          type: pending?.id_type ?? '',
          number: pending?.id_number ?? '',
        })}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
