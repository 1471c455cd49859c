/** Turns an ImageField into an <img src>: URLs pass through, base64 becomes a data URL (SPEC §3). */
export function imageSrc(field: string | null | undefined): string | undefined {
  if (!field) return undefined;
  if (field.startsWith('/') || field.startsWith('http') || field.startsWith('data:')) return field;
  return `data:image/png;base64,${field}`;
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
