// Real pictures of bank slips for the tests: a slip-like screen with the sending bank's mini-QR (the payload
// Thai banks print, made by promptparse), and the ways members send the same slip again (smaller, more
// compressed, cropped, on another background). Test-only.
import sharp from 'sharp';
import { encode } from 'uqr';
import { slipVerify } from 'promptparse/generate';

let seq = 0;
/** A transfer reference no other test uses (banks print 16–25 characters). */
export const newTransRef = () => `0163${String(Date.now() % 1e9).padStart(9, '0')}${String(++seq).padStart(4, '0')}ATF`;

/** The mini-QR text of a transfer, as the sending bank prints it. */
export const slipPayload = (bank: string, transRef: string) => slipVerify({ sendingBank: bank, transRef });

function qrRects(text: string, module: number) {
  const qr = encode(text, { ecc: 'M', border: 0 });
  let rects = '';
  for (let y = 0; y < qr.size; y++)
    for (let x = 0; x < qr.size; x++)
      if (qr.data[y]![x]) rects += `<rect x="${x * module}" y="${y * module}" width="${module}" height="${module}"/>`;
  return { rects, size: qr.size * module };
}

export interface SlipPicture {
  /** A PNG the size of a phone screenshot (1080 × 1920). */
  png: Buffer;
  bank: string;
  transRef: string;
}

/** A slip screenshot: the bank's green banner, names, the amount, and the mini-QR at the bottom right. */
export async function slipPicture(
  opts: {
    bank?: string;
    transRef?: string;
    amount?: string;
    qrText?: string | null;
    /** A second QR's text, drawn at the bottom left: a used slip's QR pasted beside the fresh one. */
    secondQrText?: string;
    background?: string;
  } = {},
): Promise<SlipPicture> {
  const bank = opts.bank ?? '004';
  const transRef = opts.transRef ?? newTransRef();
  const text = opts.qrText === undefined ? slipPayload(bank, transRef) : opts.qrText;
  const W = 1080;
  const H = 1920;
  const qr = text ? qrRects(text, 7) : null;
  const second = opts.secondQrText ? qrRects(opts.secondQrText, 7) : null;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<rect width="100%" height="100%" fill="${opts.background ?? '#e8f5ec'}"/>
<rect x="40" y="40" width="1000" height="1840" rx="30" fill="#ffffff"/>
<text x="540" y="200" font-family="Loma, sans-serif" font-size="64" text-anchor="middle" fill="#0a7a3b">โอนเงินสำเร็จ</text>
<text x="100" y="400" font-family="Loma, sans-serif" font-size="44">จาก นาย ทองดี มีสุข xxx-x-x1234-x</text>
<text x="100" y="500" font-family="Loma, sans-serif" font-size="44">ไปยัง บจก. ห้างทองนาวง xxx-x-x6789-x</text>
<text x="100" y="700" font-family="Loma, sans-serif" font-size="80">${opts.amount ?? '1,500.00'} บาท</text>
<text x="100" y="820" font-family="Loma, sans-serif" font-size="36" fill="#666">เลขที่รายการ: ${transRef}</text>
${second ? `<g transform="translate(120, 1380)"><rect x="-28" y="-28" width="${second.size + 56}" height="${second.size + 56}" fill="#fff"/>${second.rects}</g>` : ''}
${qr ? `<g transform="translate(${W - 120 - qr.size}, 1380)"><rect x="-28" y="-28" width="${qr.size + 56}" height="${qr.size + 56}" fill="#fff"/>${qr.rects}</g>` : ''}
</svg>`;
  return { png: await sharp(Buffer.from(svg)).png().toBuffer(), bank, transRef };
}

/** The same slip as members send it again: each variant still holds the same transfer. */
export async function slipVariants(png: Buffer): Promise<Record<string, Buffer>> {
  return {
    'half size': await sharp(png).resize({ width: 540 }).png().toBuffer(),
    'JPEG quality 60': await sharp(png).jpeg({ quality: 60 }).toBuffer(),
    'cropped margins': await sharp(png).extract({ left: 60, top: 120, width: 980, height: 1700 }).png().toBuffer(),
    'another background': await sharp({ create: { width: 1400, height: 2300, channels: 3, background: '#3b3b3b' } })
      .composite([{ input: png, left: 160, top: 190 }])
      .jpeg({ quality: 80 })
      .toBuffer(),
  };
}
