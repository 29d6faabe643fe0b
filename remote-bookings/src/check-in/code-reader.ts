/** Reads the text of a QR code in the video's current frame; null when none is in view. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's own barcode reader (Chrome on Android, Safari 17+), where there is one. */
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function nativeReader(Detector: BarcodeDetectorClass): FrameReader {
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** jsQR on the frame's pixels: downloaded only when this screen scans on a browser without BarcodeDetector. */
async function jsQrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The best QR reader this browser has: BarcodeDetector where present, else jsQR. */
export async function frameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return Detector ? nativeReader(Detector) : jsQrReader();
}
