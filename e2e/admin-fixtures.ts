import type { APIRequestContext, Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A real PNG of one colour (so each upload is a distinct image the server re-encodes). */
export function solidPng(rgb: [number, number, number], size = 48): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(rgb) });
/** A text file dressed up as an image: the console must refuse it before sending. */
export const fakeImage = { name: 'not-really.png', mimeType: 'image/png', buffer: Buffer.from('this is a text file, not a picture') };

export const ADMIN = { username: 'admin', password: 'admin1234' };

/** Signs the demo admin in through the API (cookie in the page's context, token where the console keeps it). */
export async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/auth/admin-signin', { data: { ...ADMIN, rememberMe: false } });
  if (!res.ok()) throw new Error(`admin-signin: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  return token;
}

/** Fills and sends the console's sign-in form, as a person does. */
export async function fillAdminSignin(page: Page, password = ADMIN.password) {
  await page.getByLabel('ชื่อผู้ใช้').fill(ADMIN.username);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** GET an API answer as JSON through the page's context (with the admin cookie when signed in). */
export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
