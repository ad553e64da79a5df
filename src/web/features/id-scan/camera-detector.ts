// The barcode reader behind the camera dialog: the browser's own Barcode Detection API where it
// reads PDF417 (Chrome on macOS, Android, ChromeOS), else the `barcode-detector` ponyfill over
// ZXing's WebAssembly. The .wasm is bundled by Vite and served from our own origin: the package
// would otherwise fetch it from a CDN, and a counter may have no internet.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type DetectedBarcode = { rawValue: string; format: string };
export type PdfDetector = { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };

type NativeDetectorClass = {
  new (options: { formats: string[] }): PdfDetector;
  getSupportedFormats: () => Promise<string[]>;
};

const FORMATS = ['pdf417'];

async function nativeDetector(): Promise<PdfDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('pdf417') ? new Native({ formats: FORMATS }) : null;
  } catch {
    return null;
  }
}

let ponyfill: Promise<PdfDetector> | null = null;

// Loaded on first use only, so the exchange screen does not carry ZXing until a scan starts.
function ponyfillDetector(): Promise<PdfDetector> {
  ponyfill ??= import('barcode-detector/ponyfill')
    .then(async ({ BarcodeDetector, prepareZXingModule }) => {
      // Fetched and compiled now, while the camera starts, so a missing .wasm shows at once.
      await prepareZXingModule({
        overrides: {
          locateFile: (path: string, prefix: string) =>
            path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
        },
        fireImmediately: true,
      });
      return new BarcodeDetector({ formats: ['pdf417'] });
    })
    .catch((error: unknown) => {
      ponyfill = null; // the next opening tries again
      throw error;
    });
  return ponyfill;
}

// A reader that has not loaded by then never will (its WebAssembly refused by a policy, a
// download stalled): the dialog says so and offers the typed MRZ instead of waiting forever.
export const READER_LOAD_LIMIT_MS = 20_000;

function withinLimit<T>(loading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The barcode reader took too long to load')), ms);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

/** A PDF417 reader: the browser's own where it has one, else ZXing's, within a time limit. */
export async function pdf417Detector(): Promise<PdfDetector> {
  return (await nativeDetector()) ?? withinLimit(ponyfillDetector(), READER_LOAD_LIMIT_MS);
}
