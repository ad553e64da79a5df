import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

// A fake webcam for Chromium (--use-file-for-fake-video-capture): a Y4M video whose every frame
// shows a PDF417 barcode, as a card held up to the counter's camera would.

export type FakeVideo = { file: string; width: number; height: number; moduleSize: number };

type Gray = { width: number; height: number; luma: Uint8Array };

/** The PDF417 of `text`, one pixel per module (rows three modules tall), as grey levels. */
async function pdf417(text: string): Promise<Gray> {
  const png = await bwipjs.toBuffer({ bcid: 'pdf417', text, scale: 1 });
  const image = PNG.sync.read(png);
  const luma = new Uint8Array(image.width * image.height);
  for (let i = 0; i < luma.length; i++) {
    const [r, g, b, a] = [0, 1, 2, 3].map((c) => image.data[i * 4 + c] ?? 0) as [
      number,
      number,
      number,
      number,
    ];
    // Transparent pixels are the paper (white).
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    luma[i] = Math.round((y * a + 255 * (255 - a)) / 255);
  }
  return { width: image.width, height: image.height, luma };
}

/**
 * Writes a Y4M video (I420, `frames` identical frames at 10 fps) of the PDF417 of `text`,
 * centred on white with a margin, each module scaled to the largest whole number of pixels that
 * fits (at least 3), and returns where it is.
 */
export async function writePdf417Video(
  text: string,
  { width = 1280, height = 720, margin = 40, frames = 4 } = {},
): Promise<FakeVideo> {
  const code = await pdf417(text);
  const moduleSize = Math.floor(
    Math.min((width - 2 * margin) / code.width, (height - 2 * margin) / code.height),
  );
  if (moduleSize < 3) {
    throw new RangeError(`the barcode (${code.width}×${code.height}) needs a larger frame`);
  }
  const left = Math.floor((width - code.width * moduleSize) / 2);
  const top = Math.floor((height - code.height * moduleSize) / 2);
  const luma = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < code.height * moduleSize; y++) {
    for (let x = 0; x < code.width * moduleSize; x++) {
      const source = Math.floor(y / moduleSize) * code.width + Math.floor(x / moduleSize);
      luma[(top + y) * width + left + x] = code.luma[source] ?? 255;
    }
  }
  // Grey: both chroma planes (a quarter of the picture each) at the neutral 128.
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fake-camera-')), 'pdf417.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return { file, width, height, moduleSize };
}

/** A Y4M video of a blank white page: a camera that sees no barcode. */
export function writeBlankVideo({ width = 640, height = 360, frames = 2 } = {}): string {
  const frame = Buffer.concat([
    Buffer.from('FRAME\n'),
    new Uint8Array(width * height).fill(235),
    new Uint8Array((width / 2) * (height / 2) * 2).fill(128),
  ]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fake-camera-')), 'blank.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}
