/** Turns an ImageField into an <img src>: URLs pass through, base64 becomes a data URL (docs/product.md "Records and their fields"). */
export function imageSrc(field: string | null | undefined): string | undefined {
  if (!field) return undefined;
  if (field.startsWith('/') || field.startsWith('http') || field.startsWith('data:')) return field;
  return `data:image/png;base64,${field}`;
}

/**
 * The widths the server makes narrower copies of a public image at (`/api/images/<hash>.webp?w=320`):
 * a product card on a phone draws its picture about 230 px wide, 690 device pixels on a 3x screen, while
 * a photo is stored up to 1600 px. Few fixed widths, so each copy is made once and cached like the image.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A public image's URL (URL mode); data URLs, signed private URLs and anything else are not resized. */
const PUBLIC_IMAGE_URL = /^\/api\/images\/[0-9a-f]{64}\.webp$/;
/** The stored image is at most this wide (MAX_SIDE.photo): the srcset's largest candidate is the image itself. */
const STORED_PHOTO_MAX = 1600;

/** A public image at a given width (a thumbnail); any other src is returned as it is. */
export function imageAtWidth(src: string | undefined, width: ImageWidth): string | undefined {
  return src && PUBLIC_IMAGE_URL.test(src) ? `${src}?w=${width}` : src;
}

/**
 * The JPEG copy of a public image (`/api/images/<hash>.jpg?w=`), for LINE's cards and link previews, which take no
 * WebP (docs/decisions.md "A piece shared as a LINE card"); undefined for any other src (private ones included).
 */
export function imageAsJpeg(src: string | undefined, width: ImageWidth = 960): string | undefined {
  const m = src === undefined ? null : /^\/api\/images\/([0-9a-f]{64})\.webp(?:\?w=\d+)?$/.exec(src);
  return m ? `/api/images/${m[1]}.jpg?w=${width}` : undefined;
}

/** A public image's address from its hash, as the server answers it in URL mode. */
export const publicImagePath = (hash: string) => `/api/images/${hash}.webp`;

/**
 * `srcset` for a public image, so the browser fetches the copy its screen needs (with `sizes` telling it the
 * box's width); undefined for other srcs. The server never enlarges: a copy wider than the image is the image.
 */
export function imageSrcSet(src: string | undefined): string | undefined {
  if (!src || !PUBLIC_IMAGE_URL.test(src)) return undefined;
  return [...IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`), `${src} ${STORED_PHOTO_MAX}w`].join(', ');
}

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'tiff';

/**
 * The image formats uploads may be, told by their first 16 bytes (a renamed file is caught): the server
 * refuses anything else before decoding, and the console before sending. BMP and SVG are not among them:
 * the image library cannot read BMP, and an SVG is a document that can carry script.
 */
export function sniffImage(head: Uint8Array): ImageFormat | undefined {
  const at = (bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
  if (at([0xff, 0xd8, 0xff])) return 'jpeg';
  if (at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at([0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (at([0x52, 0x49, 0x46, 0x46]) && at([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (at([0x49, 0x49, 0x2a, 0x00]) || at([0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (at([0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return undefined;
}

export const IMAGE_FORMATS_TEXT = 'JPEG, PNG, WebP, GIF, HEIC หรือ TIFF';
export const NOT_IMAGE_MESSAGE = `ไฟล์ต้องเป็นรูปภาพ (${IMAGE_FORMATS_TEXT})`;
