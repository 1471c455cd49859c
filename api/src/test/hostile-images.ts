// Pictures an attacker sends to hold the decoder, and the photo an honest member sends, for the upload
// tests. Test-only.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { slipPicture } from './slip-image';

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A valid PNG of `width` × `height` black RGB pixels, written directly (an image library takes seconds to
 * encode 1 × 24,000,000): a few tens of kilobytes that decode to millions of rows.
 */
export function slenderPng(width = 1, height = 24_000_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method change, not interlaced
  // Each row: filter byte 0 and width × 3 zero bytes.
  const rows = deflateSync(Buffer.alloc((1 + width * 3) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A phone's photo of a transfer slip: a 3000 × 4000 JPEG (12 MP, as a phone camera takes it) with the slip
 * screen filling most of it, its mini-QR readable once the server shrinks it to 2000 px.
 */
export async function phoneSlipPhoto(opts: { transRef?: string } = {}): Promise<Buffer> {
  const slip = await slipPicture(opts);
  const screen = await sharp(slip.png).resize({ width: 2160, height: 3840 }).png().toBuffer();
  return sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#5a5a55' } })
    .composite([{ input: screen, left: 420, top: 80 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
