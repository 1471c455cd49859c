// Photos (transfer slips, ID cards, selfies) are made small in the browser before they are sent: a phone
// camera's 12-megapixel JPEG is 3–6 MB, which on a weak mobile connection takes minutes or fails, while the
// server keeps at most 1600 px anyway (api/contract/image.ts STORED_PHOTO_MAX). The decisions are pure and
// unit-tested; decoding and encoding are passed in, so the browser's canvas is only one implementation.

/** The longest side the server stores; sending more only costs the member's data. */
export const MAX_SIDE = 1600;
/** WebP/JPEG quality: a slip's small print and QR code stay readable at this size. */
export const QUALITY = 0.85;
/** Formats sent as they are when already small enough: anything else is re-encoded. */
const SENDABLE = ['image/jpeg', 'image/webp'];

export interface Size {
  width: number;
  height: number;
}

/** The size that fits within `max` on its longest side, aspect kept, never enlarged, at least 1 px. */
export function fitWithin({ width, height }: Size, max = MAX_SIDE): Size {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a decoded picture must be re-encoded: too large, or a format other than JPEG/WebP (PNG screenshots). */
export function needsReencode(type: string, size: Size, max = MAX_SIDE): boolean {
  return Math.max(size.width, size.height) > max || !SENDABLE.includes(type);
}

/** The new file's name: the same name with the extension of what it now is ("IMG_0001.HEIC" → "IMG_0001.jpg"). */
export function renamed(name: string, type: string): string {
  const ext = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${ext}`;
}

/** A decoded picture: its size, and a way to draw it into a canvas of the size asked for. */
export interface Decoded extends Size {
  draw(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, width: number, height: number): void;
  close?(): void;
}

export interface Codec {
  /** Throws when the browser cannot read the file (e.g. HEIC on Android): the file is then sent as it is. */
  decode(file: Blob): Promise<Decoded>;
  /** The picture at `size` as `type`; a browser that cannot write `type` answers another type (or null). */
  encode(picture: Decoded, size: Size, type: string, quality: number): Promise<Blob | null>;
}

/**
 * The file to upload: `file` itself when it is already a JPEG/WebP within MAX_SIDE, when it cannot be decoded
 * here (the server decides), or when the smaller copy would not be smaller; else a WebP (or JPEG where the
 * browser cannot write WebP, e.g. Safari before 17) no larger than MAX_SIDE on its longest side.
 */
export async function resizeImage(file: File, codec: Codec = browserCodec, max = MAX_SIDE): Promise<File> {
  let picture: Decoded;
  try {
    picture = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    if (!needsReencode(file.type, picture, max)) return file;
    const size = fitWithin(picture, max);
    let blob = await codec.encode(picture, size, 'image/webp', QUALITY);
    if (blob?.type !== 'image/webp') blob = await codec.encode(picture, size, 'image/jpeg', QUALITY);
    if (!blob || !SENDABLE.includes(blob.type)) return file;
    // A small PNG re-encoded can grow; the original then goes, since it already fits.
    if (blob.size >= file.size && Math.max(picture.width, picture.height) <= max) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    picture.close?.();
  }
}

/** The browser's own decoder and canvas (OffscreenCanvas where there is one). */
export const browserCodec: Codec = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      // 'from-image' turns a phone photo upright by its EXIF orientation before the EXIF is gone.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        width: bitmap.width,
        height: bitmap.height,
        draw: (ctx, w, h) => ctx.drawImage(bitmap, 0, 0, w, h),
        close: () => bitmap.close(),
      };
    }
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight, draw: (ctx, w, h) => ctx.drawImage(img, 0, 0, w, h) };
    } finally {
      URL.revokeObjectURL(url);
    }
  },
  async encode(picture, { width, height }, type, quality) {
    const paint = (ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null) => {
      if (!ctx) throw new Error('no 2d context');
      // A transparent PNG would turn black as a JPEG: paper white underneath.
      ctx.fillStyle = 'white'; // the picture's paper, not the app's look: no token
      ctx.fillRect(0, 0, width, height);
      ctx.imageSmoothingQuality = 'high';
      picture.draw(ctx, width, height);
    };
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      paint(canvas.getContext('2d'));
      return canvas.convertToBlob({ type, quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    paint(canvas.getContext('2d'));
    return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
  },
};
