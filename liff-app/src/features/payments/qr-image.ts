import { encode } from 'uqr';

// Drawing a Thai QR as a picture, in the browser: the QR on screen (an <img>, so a long press saves it in
// any in-app browser) and the card the "บันทึกรูป QR" button saves. Black on white whatever the app's
// colours: what bank apps' scanners read best. A phone cannot scan its own screen:
// Thai bank apps scan a saved picture instead ("สแกนจากรูปภาพ").

/** The QR's modules drawn black on white, `scale` pixels each, with the standard 4-module quiet zone. */
export function drawQr(canvas: HTMLCanvasElement, payload: string, scale: number): void {
  const qr = encode(payload, { ecc: 'M', border: 4 });
  canvas.width = qr.size * scale;
  canvas.height = qr.size * scale;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'black';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) ctx.fillRect(x * scale, y * scale, scale, scale);
    });
  });
}

/** The QR as a PNG data URL, about `pixels` wide. */
export function qrDataUrl(payload: string, pixels = 240): string {
  const canvas = document.createElement('canvas');
  const modules = encode(payload, { ecc: 'M', border: 4 }).size;
  drawQr(canvas, payload, Math.max(2, Math.floor(pixels / modules)));
  return canvas.toDataURL('image/png');
}

/**
 * The picture saved to the phone: the QR with the amount and the receiver written under it, so the member
 * still knows what it is when they open it from the bank app days later.
 */
export async function qrCardBlob(payload: string, lines: string[]): Promise<Blob> {
  const qr = document.createElement('canvas');
  drawQr(qr, payload, 10);
  const pad = 40;
  const lineHeight = 44;
  const card = document.createElement('canvas');
  card.width = qr.width + pad * 2;
  card.height = qr.height + pad * 2 + lines.length * lineHeight + 12;
  const ctx = card.getContext('2d')!;
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, card.width, card.height);
  ctx.drawImage(qr, pad, pad);
  ctx.fillStyle = 'black';
  ctx.textAlign = 'center';
  lines.forEach((text, i) => {
    ctx.font = `${i === 0 ? 'bold 34px' : '26px'} Sarabun, 'Noto Sans Thai', Loma, sans-serif`;
    ctx.fillText(text, card.width / 2, qr.height + pad + 20 + lineHeight * (i + 0.6), card.width - pad);
  });
  return new Promise((resolve, reject) => card.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'));
}
