import { NOT_IMAGE_MESSAGE, sniffImage } from '@goldshop/api/contract';

/** The server's upload limit (api/src/lib/multipart.ts MAX_UPLOAD_BYTES): refuse bigger files before sending. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be uploaded (Thai, shown to the user), or null when it is an image we accept. */
export async function imageFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return 'ไฟล์ว่างเปล่า';
  if (file.size > MAX_IMAGE_BYTES) return 'รูปภาพต้องมีขนาดไม่เกิน 10 MB';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImage(head)) return NOT_IMAGE_MESSAGE;
  return null;
}
