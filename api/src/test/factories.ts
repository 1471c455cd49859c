import sharp from 'sharp';
import { schema } from '@goldshop/db';
import type { App } from '../build-app';
import { ADMIN_COOKIE } from '../lib/admin-cookie';
import { hashPassword } from '../lib/password';
import { immediate } from '../lib/tx';
import type { StaffRole } from '@goldshop/db/schema';

let seq = 0;
const next = () => ++seq;

/** A real PNG (decodable by sharp), optionally with EXIF GPS to prove it is stripped. */
export async function pngImage(width = 64, height = 48, color = { r: 212, g: 175, b: 55 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 20, b: 30 } } })
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/** Stores an image directly (for rows that need one without going through an upload). */
export async function storedImage(app: App, kind: schema.ImageKind = 'product'): Promise<string> {
  // Colours far apart: lossy WebP turns neighbouring shades into the same bytes, and images are stored by
  // content hash, so two "different" test images would be one.
  const n = next();
  const img = await app.images.prepare(await pngImage(32, 32, { r: (n * 53) % 256, g: (n * 97) % 256, b: (n * 29) % 256 }), kind);
  return immediate(app.db, (tx) => app.images.store(tx, img, kind));
}

// A cheap hash for factories: scrypt at full strength would make every test file slow.
let cachedHash: Promise<string> | undefined;
export const demoPasswordHash = () => (cachedHash ??= hashPassword('demo1234'));

export async function createMember(
  app: App,
  opts: { verificationStatus?: number; username?: string; customerId?: number; lineUserId?: string } = {},
) {
  const username = opts.username ?? `member${next()}`;
  const [user] = await app.db
    .insert(schema.users)
    .values({
      username,
      passwordHash: await demoPasswordHash(),
      verificationStatus: opts.verificationStatus ?? 0,
      customerId: opts.customerId,
      lineUserId: opts.lineUserId,
    })
    .returning();
  const token = await app.tokens.member(user!.id, false);
  return { user: user!, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createCustomer(app: App, card: string, name = 'ลูกค้า ทดสอบ') {
  const [row] = await app.db
    .insert(schema.customers)
    .values({ card, name, tel: '0812345678', address: '1 ถนนทอง', email: null })
    .returning();
  return row!;
}

/** A verified member with a customer record (what savings, down and pawn calls need). */
export async function createVerifiedMember(app: App) {
  const card = `99${String(next()).padStart(11, '0')}`;
  const customer = await createCustomer(app, card);
  return { ...(await createMember(app, { verificationStatus: 2, customerId: customer.id })), customer };
}

/**
 * A staff account and its session. A 'staff' works at `branchIds` (default: every branch, as staff did before
 * branches were theirs); the owner at every branch by role.
 */
export async function createStaff(app: App, role: StaffRole = 'staff', username = `staff${next()}`, branchIds?: readonly number[]) {
  const [row] = await app.db
    .insert(schema.staff)
    .values({ username, passwordHash: await demoPasswordHash(), role })
    .returning();
  if (role === 'staff') {
    const ids =
      branchIds ??
      app.db
        .select({ id: schema.branches.id })
        .from(schema.branches)
        .all()
        .map((b) => b.id);
    for (const branchId of ids) app.db.insert(schema.staffBranches).values({ staffId: row!.id, branchId }).run();
  }
  const { token } = await app.tokens.admin({ ...row!, sessionVersion: row!.sessionVersion }, false);
  return { staff: row!, token, cookies: { [ADMIN_COOKIE]: token } };
}

/** Builds a multipart body for app.inject: text fields and image files. */
export function multipart(fields: Record<string, string | number | undefined>, files: Record<string, Buffer | undefined> = {}) {
  const boundary = `----goldshop${next()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, buf] of Object.entries(files)) {
    if (!buf) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      buf,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
