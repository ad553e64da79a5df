import { idImageTypeOf, MAX_ID_IMAGE_BYTES } from '@domain/contracts/id-card-images';

// A photo chosen or taken at the counter, checked as the server checks it (a JPEG, PNG or WebP
// image of at most 2 MB) before it is sent, so the teller hears at once what is wrong.
export type PhotoRead = { data: string } | { error: 'not-an-image' | 'too-large' };

function toBase64(bytes: Uint8Array): string {
  let text = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(text);
}

export async function readPhoto(file: Blob): Promise<PhotoRead> {
  if (file.size > MAX_ID_IMAGE_BYTES) return { error: 'too-large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!idImageTypeOf(bytes)) return { error: 'not-an-image' };
  return { data: toBase64(bytes) };
}

// The camera's frame as a JPEG no wider or taller than a document needs to stay readable.
const LONGEST_SIDE = 1600;

export function frameAsJpeg(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, LONGEST_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}
