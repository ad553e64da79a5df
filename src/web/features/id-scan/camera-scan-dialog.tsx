import { useCallback, useId, useState, type FormEvent, type JSX } from 'react';
import { CameraVideo } from '@web/components/camera-video';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useT } from '@web/i18n';
import { useCameraProblemText } from '@web/lib/camera';
import { useCameraScan } from './camera-scan';

export type CameraScanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text read: a licence's PDF417 (AAMVA) from the camera, or an MRZ typed or pasted. */
  onScan: (text: string) => void;
};

/**
 * "Scan ID" by the webcam (issue 44): the back of a licence is read from the camera's frames.
 * A passport's MRZ is typed or pasted (no OCR yet: none reads enough MRZ lines right).
 */
export function CameraScanDialog(props: CameraScanDialogProps): JSX.Element {
  const { t } = useT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('Scan ID')}</DialogTitle>
          <DialogDescription>
            {t('Hold the back of the licence, its barcode in the frame.')}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open (Radix unmounts closed content): closing stops the camera. */}
        <CameraScanBody onOpenChange={props.onOpenChange} onScan={props.onScan} />
      </DialogContent>
    </Dialog>
  );
}

function CameraScanBody({ onOpenChange, onScan }: Omit<CameraScanDialogProps, 'open'>) {
  const { t } = useT();
  const [mrz, setMrz] = useState('');
  const mrzId = useId();
  const done = useCallback(
    (text: string) => {
      onScan(text);
      onOpenChange(false);
    },
    [onScan, onOpenChange],
  );
  const { video, state: camera } = useCameraScan(true, done);

  const problemText = useCameraProblemText();

  const submitMrz = (event: FormEvent) => {
    event.preventDefault();
    const text = mrz.trim();
    if (text) done(text);
  };

  return (
    <div className="grid gap-4">
      <div
        className="relative overflow-hidden rounded-md border bg-black"
        hidden={camera.status === 'failed'}
      >
        <CameraVideo ref={video} />
      </div>
      {camera.status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {camera.problem === 'reader'
            ? t('The barcode reader could not be loaded. Type or paste the MRZ below.')
            : t('The camera could not be opened: {{reason}}', {
                reason: problemText(camera.problem),
              })}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {camera.status === 'starting'
            ? t('Starting the camera…')
            : camera.slow
              ? t(
                  'No barcode read yet: hold the card still, the barcode filling most of the frame, in good light, without glare.',
                )
              : t('Looking for the barcode…')}
        </p>
      )}
      <form className="grid gap-2" onSubmit={submitMrz}>
        <Label htmlFor={mrzId}>{t('Paste or type the MRZ')}</Label>
        <Textarea
          id={mrzId}
          rows={3}
          value={mrz}
          onChange={(event) => setMrz(event.target.value)}
          spellCheck={false}
          autoCapitalize="characters"
          autoComplete="off"
          className="font-mono uppercase"
          aria-describedby={`${mrzId}-hint`}
        />
        <p id={`${mrzId}-hint`} className="text-xs text-muted-foreground">
          {t('The two or three lines at the foot of a passport or card, one per line.')}
        </p>
        <div className="flex justify-end">
          <Button type="submit" disabled={!mrz.trim()}>
            {t('Read')}
          </Button>
        </div>
      </form>
    </div>
  );
}
