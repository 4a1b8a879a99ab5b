/**
 * A task photo is resized and compressed in the browser before it is sent, so it goes
 * through a slow connection: a JPEG with a long edge of at most 1600 px at quality 0.8
 * (a phone photo of 4–8 MB becomes a few hundred KB). The server takes up to 5 MB.
 */

export const MAX_EDGE = 1600;
export const QUALITY = 0.8;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** What the server accepts as it is (it checks the bytes, not the name). */
export const UPLOADABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Polish reasons a chosen file cannot be used. */
export class PhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoError';
  }
}

export const NOT_A_PICTURE = 'Wybrany plik nie jest zdjęciem. Wybierz zdjęcie JPEG, PNG lub WebP.';
export const UNREADABLE = 'Nie udało się odczytać tego zdjęcia. Wybierz inne zdjęcie (JPEG, PNG lub WebP).';
export const TOO_LARGE = 'Nie udało się zmniejszyć zdjęcia poniżej 5 MB. Wybierz inne zdjęcie.';
export const EMPTY = 'Wybrany plik jest pusty.';

/** The size that fits `maxEdge` on the long edge, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxEdge = MAX_EDGE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  close(): void;
}

export interface PhotoEnv {
  decode(file: Blob): Promise<DecodedImage>;
  encode(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob>;
}

export interface PreparedPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** Was the picture re-encoded (false: the original was already small enough)? */
  resized: boolean;
  originalBytes: number;
}

/** Attempts when a picture is still over the limit: lower quality first, then a smaller size. */
const FALLBACKS = [
  { edge: MAX_EDGE, quality: QUALITY },
  { edge: MAX_EDGE, quality: 0.6 },
  { edge: 1200, quality: 0.6 },
  { edge: 800, quality: 0.5 },
];

export async function preparePhoto(file: Blob, env: PhotoEnv = browserEnv): Promise<PreparedPhoto> {
  if (file.size === 0) throw new PhotoError(EMPTY);
  if (file.type && !file.type.startsWith('image/')) throw new PhotoError(NOT_A_PICTURE);
  let image: DecodedImage;
  try {
    image = await env.decode(file);
  } catch {
    throw new PhotoError(UNREADABLE);
  }
  try {
    if (!(image.width > 0 && image.height > 0)) throw new PhotoError(UNREADABLE);
    const fitsAlready =
      Math.max(image.width, image.height) <= MAX_EDGE &&
      (UPLOADABLE_TYPES as readonly string[]).includes(file.type) &&
      file.size <= MAX_UPLOAD_BYTES;
    for (const { edge, quality } of FALLBACKS) {
      const size = fitWithin(image.width, image.height, edge);
      const blob = await env.encode(image, size.width, size.height, quality);
      // A small original (a screenshot, an already compressed photo) may beat the re-encoding.
      if (fitsAlready && file.size <= blob.size)
        return { blob: file, width: image.width, height: image.height, resized: false, originalBytes: file.size };
      if (blob.size > 0 && blob.size <= MAX_UPLOAD_BYTES)
        return { blob, ...size, resized: true, originalBytes: file.size };
    }
    throw new PhotoError(TOO_LARGE);
  } finally {
    image.close();
  }
}

/** createImageBitmap (EXIF orientation applied) and a canvas; white behind transparent PNGs. */
export const browserEnv: PhotoEnv = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async encode(image, width, height, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError(UNREADABLE);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    canvas.width = canvas.height = 0; // let the browser free the pixels at once
    if (!blob) throw new PhotoError(UNREADABLE);
    return blob;
  },
};

/** "2,4 MB", "380 KB" for the summary under the preview. */
export function formatBytes(bytes: number): string {
  if (!(bytes > 0)) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
  return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toString().replace('.', ',')}\u00a0MB`;
}
