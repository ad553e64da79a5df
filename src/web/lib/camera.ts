import { useT } from '@web/i18n';

// The counter's webcam, as the ID scanner and the ID photos open it: the back camera where there
// is one, and what went wrong in the teller's words.

export type CameraProblem = 'unsupported' | 'refused' | 'no-camera' | 'busy' | { other: string };

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return { other: error instanceof Error ? error.message : String(error) };
}

/** The camera's stream, or why there is none. */
export async function openCamera(): Promise<{ stream: MediaStream } | { problem: CameraProblem }> {
  if (!navigator.mediaDevices?.getUserMedia) return { problem: 'unsupported' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    return { stream };
  } catch (error) {
    return { problem: cameraProblemOf(error) };
  }
}

export function stopCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Why the camera could not be opened, to follow "The camera could not be opened: ". */
export function useCameraProblemText(): (problem: CameraProblem) => string {
  const { t } = useT();
  return (problem) => {
    if (typeof problem === 'object') return problem.other;
    return {
      unsupported: t('this browser gives no camera access to this page.'),
      refused: t('permission to use it was refused.'),
      'no-camera': t('no camera was found.'),
      busy: t('it is in use by another program.'),
    }[problem];
  };
}
