import { useEffect, useRef, useState, type RefObject } from 'react';
import { openCamera, stopCamera, type CameraProblem as BaseCameraProblem } from '@web/lib/camera';
import { pdf417Detector } from './camera-detector';

// How often a frame is read: often enough to feel instant, rare enough to leave the counter PC
// breathing (ZXing reads a 720p frame in tens of milliseconds).
const FRAME_INTERVAL_MS = 150;
// After this long without a barcode, the dialog adds its hint (and keeps trying).
export const HINT_AFTER_MS = 8000;

export type CameraProblem = BaseCameraProblem | 'reader';

export type CameraState =
  | { status: 'starting' }
  | { status: 'scanning'; slow: boolean }
  | { status: 'failed'; problem: CameraProblem };

/**
 * While `active`, shows the back camera in the returned `video` element and reads its frames for a PDF417; the first
 * one read stops the camera and goes to `onRead`. The camera is stopped whenever `active` turns
 * false or the component unmounts, whatever stage it was at.
 */
export function useCameraScan(
  active: boolean,
  onRead: (text: string) => void,
): { video: RefObject<HTMLVideoElement | null>; state: CameraState } {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  }, [onRead]);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(hintTimer);
      stopCamera(stream);
      stream = null;
      if (video.current) video.current.srcObject = null;
    };

    async function start() {
      // The reader loads while the camera starts.
      const detectorLoad = pdf417Detector();
      detectorLoad.catch(() => undefined);
      const opened = await openCamera();
      if ('problem' in opened) {
        if (!cancelled) setState({ status: 'failed', problem: opened.problem });
        return;
      }
      // Closed while the browser was asking: this camera must not stay on.
      if (cancelled) return stopCamera(opened.stream);
      stream = opened.stream;
      const element = video.current;
      if (!element) return finish();
      element.srcObject = stream;
      // Autoplay may be refused on some browsers; the frames still arrive once it plays.
      element.play().catch(() => undefined);
      let detector;
      try {
        detector = await detectorLoad;
      } catch {
        if (!cancelled) {
          finish();
          setState({ status: 'failed', problem: 'reader' });
        }
        return;
      }
      if (cancelled) return;
      setState({ status: 'scanning', slow: false });
      hintTimer = setTimeout(() => {
        if (!cancelled) setState({ status: 'scanning', slow: true });
      }, HINT_AFTER_MS);

      const tick = async () => {
        if (cancelled) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          try {
            const found = (await detector.detect(element)).find((b) => b.format === 'pdf417');
            if (found && !cancelled) {
              finish();
              read.current(found.rawValue);
              return;
            }
          } catch {
            // A frame that could not be read (the video resizing, say): try the next one.
          }
        }
        if (!cancelled) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    }

    void start();
    return finish;
  }, [active]);

  return { video, state };
}
