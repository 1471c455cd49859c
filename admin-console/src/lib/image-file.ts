/** The server's upload limit (api/src/lib/multipart.ts MAX_UPLOAD_BYTES): refuse bigger files before sending. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The image formats the server accepts, by magic bytes (as api/src/lib/image-processing.ts): a file renamed
 * to .png is caught here, before it is sent.
 */
export function sniffImage(head: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | undefined {
  const at = (bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
  if (at([0xff, 0xd8, 0xff])) return 'jpeg';
  if (at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at([0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (at([0x52, 0x49, 0x46, 0x46]) && at([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (at([0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return undefined;
}

/** Why a chosen file cannot be uploaded (Thai, shown to the user), or null when it is an image we accept. */
export async function imageFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return 'ไฟล์ว่างเปล่า';
  if (file.size > MAX_IMAGE_BYTES) return 'รูปภาพต้องมีขนาดไม่เกิน 10 MB';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImage(head)) return 'ไฟล์ต้องเป็นรูปภาพ (JPEG, PNG, WebP, GIF หรือ HEIC)';
  return null;
}
