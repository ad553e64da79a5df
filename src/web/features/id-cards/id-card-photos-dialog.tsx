import { useId, useRef, useState } from 'react';
import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import { ID_IMAGE_SIDES, type IdImageSide } from '@domain/contracts/id-card-images';
import type { IdCard } from '@domain/contracts/id-cards';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { failureReason, notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useBureauTime } from '@web/shared/bureau-time';
import { useStaff } from '@web/features/auth';
import { useDeleteIdImage, useIdImage, useStoreIdImage } from './api';
import { CameraPhoto } from './camera-photo';
import { readPhoto } from './photo-file';

// A card's photos (issue 44): each side's photo stored from a file or the camera; managers and
// the owner see them (each view in the audit trail) and may remove one; a teller sees only that
// one is on file.
export function IdCardPhotosDialog(props: {
  card: IdCard | null;
  customerId: string;
  canAdd: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const { card } = props;
  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('Photos of the ID card')}</DialogTitle>
          <DialogDescription>
            {card ? t('{{type}} {{number}}', { type: card.id_type, number: card.id_number }) : null}
          </DialogDescription>
        </DialogHeader>
        {card && (
          <div className="grid gap-6 sm:grid-cols-2">
            {ID_IMAGE_SIDES.map((side) => (
              <PhotoSide
                key={side}
                card={card}
                side={side}
                customerId={props.customerId}
                canAdd={props.canAdd}
              />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PhotoSide(props: {
  card: IdCard;
  side: IdImageSide;
  customerId: string;
  canAdd: boolean;
}) {
  const { t } = useT();
  const { card, side } = props;
  const canView = useStaff().can('manager');
  const onFile = card.images.includes(side);
  const store = useStoreIdImage(props.customerId);
  const remove = useDeleteIdImage(props.customerId);
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const sideLabel = side === 'front' ? t('Front') : t('Back');
  // The side within a sentence ("Take photo of the front").
  const sideName = side === 'front' ? t('front') : t('back');

  const send = async (photo: Blob) => {
    setCamera(false);
    const read = await readPhoto(photo);
    if ('error' in read) {
      setProblem(
        read.error === 'too-large'
          ? t('The photo must be at most 2 MB')
          : t('The photo must be a JPEG, PNG or WebP image'),
      );
      return;
    }
    setProblem(null);
    store.mutate(
      { id: card.id, side, data: read.data },
      {
        onSuccess: () => notify.success(t('Photo of the {{side}} saved.', { side: sideName })),
        onError: (error) => notifyFailure(t('Failed to save the photo'), error),
      },
    );
  };

  const removePhoto = () =>
    remove.mutate(
      { id: card.id, side },
      {
        onSuccess: () => notify.success(t('Photo removed.')),
        onError: (error) => notifyFailure(t('Failed to remove the photo'), error),
      },
    );

  return (
    <section className="grid content-start gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-medium">
        {sideLabel}
      </h3>
      {onFile ? (
        canView ? (
          <StoredPhoto card={card} side={side} sideLabel={sideLabel} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('A photo is on file. Managers and the owner can view it.')}
          </p>
        )
      ) : (
        <p className="text-sm text-muted-foreground">{t('No photo on file')}</p>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      {camera ? (
        <CameraPhoto
          sideLabel={sideName}
          onTaken={(photo) => void send(photo)}
          onCancel={() => setCamera(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {props.canAdd && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                tabIndex={-1}
                aria-label={t('Photo file of the {{side}}', { side: sideName })}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void send(file);
                }}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={store.isPending}
                onClick={() => fileInput.current?.click()}
              >
                <ImagePlus aria-hidden />
                {t('Choose a file for the {{side}}', { side: sideName })}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={store.isPending}
                onClick={() => setCamera(true)}
              >
                <Camera aria-hidden />
                {t('Use the camera for the {{side}}', { side: sideName })}
              </Button>
            </>
          )}
          {onFile && canView && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={removePhoto}
            >
              <Trash2 aria-hidden className="text-destructive" />
              {t('Remove the photo of the {{side}}', { side: sideName })}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

// The stored photo, fetched (and audited) when shown.
function StoredPhoto(props: { card: IdCard; side: IdImageSide; sideLabel: string }) {
  const { t } = useT();
  const time = useBureauTime();
  const image = useIdImage(props.card.id, props.side, true);
  if (image.isPending) return <Skeleton className="aspect-[3/2] w-full" />;
  if (image.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {failureReason(image.error) ?? t('The photo could not be loaded')}
      </p>
    );
  }
  const { data } = image;
  return (
    <figure className="grid gap-1">
      <img
        src={`data:${data.media_type};base64,${data.data}`}
        alt={t('{{side}} of {{type}} {{number}}', {
          side: props.sideLabel,
          type: props.card.id_type,
          number: props.card.id_number,
        })}
        className="max-h-64 w-full rounded-md border object-contain"
      />
      <figcaption className="text-xs text-muted-foreground">
        {data.stored_by
          ? t('Stored {{when}} by {{name}}', {
              when: time(data.stored_at, 'minute'),
              name: data.stored_by,
            })
          : t('Stored {{when}}', { when: time(data.stored_at, 'minute') })}
      </figcaption>
    </figure>
  );
}
