import type { Ref } from 'react';
import { useT } from '@web/i18n';

/** The webcam's live view, as the ID scanner and the ID photos show it. */
export function CameraVideo({ ref }: { ref: Ref<HTMLVideoElement> }) {
  const { t } = useT();
  return (
    <video
      ref={ref}
      className="aspect-video max-h-[40vh] w-full object-contain"
      muted
      playsInline
      autoPlay
      aria-label={t('Camera view')}
    />
  );
}
