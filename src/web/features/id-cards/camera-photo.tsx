import { useEffect, useRef, useState } from 'react';
import { CameraVideo } from '@web/components/camera-video';
import { Button } from '@web/components/ui/button';
import { openCamera, stopCamera, useCameraProblemText, type CameraProblem } from '@web/lib/camera';
import { useT } from '@web/i18n';
import { frameAsJpeg } from './photo-file';

type State = { status: 'starting' | 'ready' } | { status: 'failed'; problem: CameraProblem };

// HTMLMediaElement.HAVE_CURRENT_DATA: the video has a frame to show.
const HAVE_CURRENT_DATA = 2;

/**
 * The webcam's view with "Take photo": the frame taken goes to `onTaken` as a JPEG. The camera
 * is on only while this is shown.
 */
export function CameraPhoto(props: {
  sideLabel: string;
  onTaken: (photo: Blob) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>({ status: 'starting' });
  const [taking, setTaking] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    void openCamera().then((opened) => {
      if ('problem' in opened) {
        if (!cancelled) setState({ status: 'failed', problem: opened.problem });
        return;
      }
      // Closed while the browser was asking: this camera must not stay on.
      if (cancelled) return stopCamera(opened.stream);
      stream = opened.stream;
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      // Ready once the first frame is in: before it, the frame taken would be empty.
      const ready = () => {
        if (!cancelled) setState({ status: 'ready' });
      };
      if (element.readyState >= HAVE_CURRENT_DATA && element.videoWidth > 0) ready();
      else element.addEventListener('loadeddata', ready, { once: true });
      element.play().catch(() => undefined);
    });
    return () => {
      cancelled = true;
      stopCamera(stream);
    };
  }, []);

  const take = async () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    setTaking(true);
    const photo = await frameAsJpeg(element);
    setTaking(false);
    if (photo) props.onTaken(photo);
  };

  const problemText = useCameraProblemText();

  return (
    <div className="grid gap-2">
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('The camera could not be opened: {{reason}}', { reason: problemText(state.problem) })}
        </p>
      ) : (
        <div className="overflow-hidden rounded-md border bg-black">
          <CameraVideo ref={video} />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={props.onCancel}>
          {t('Cancel')}
        </Button>
        <Button
          type="button"
          size="sm"
          disabled={state.status !== 'ready' || taking}
          onClick={() => void take()}
        >
          {t('Take photo of the {{side}}', { side: props.sideLabel })}
        </Button>
      </div>
    </div>
  );
}
