// Renders icons/icon.svg into the PNG icons the manifest and iOS use. Run once after changing the SVG
// (`pnpm --filter liff-app icons`) and commit the PNGs: the build does not need sharp.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// sharp is the API's dependency; borrow it rather than adding it to the app.
const sharp = createRequire(join(import.meta.dirname, '../../api/package.json'))('sharp');
const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'icons/icon.svg'));
const out = join(root, 'public/icons');

const plain = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
  ['favicon-32.png', 32],
];
for (const [name, size] of plain) {
  await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(out, name));
}
// Maskable: the artwork inside the 80% safe zone on the same background.
const inner = await sharp(svg, { density: 300 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#2b2313' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'icon-maskable-512.png'));
console.log('icons written to public/icons');
