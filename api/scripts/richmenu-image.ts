// Draws api/line/richmenu.png (2500x843) from an SVG with the four Thai labels of api/line/richmenu.json.
// Run after changing the menu: `node --import tsx api/scripts/richmenu-image.ts` (needs fonts-thai-tlwg).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const menu = JSON.parse(readFileSync(resolve(here, '../line/richmenu.json'), 'utf8')) as {
  size: { width: number; height: number };
  areas: { bounds: { x: number; width: number }; action: { label: string } }[];
};
const { width: W, height: H } = menu.size;

// Simple line icons, drawn in a 200x200 box: house, shop bag, baht coin, pawn ticket.
const icons = [
  '<path d="M20 100 L100 30 L180 100 M45 80 V175 H155 V80 M85 175 V125 H115 V175" />',
  '<path d="M35 70 H165 L155 180 H45 Z M70 70 V55 A30 30 0 0 1 130 55 V70" />',
  '<circle cx="100" cy="105" r="78"/><circle cx="100" cy="105" r="58" stroke-width="6"/><text x="100" y="140" font-size="100" text-anchor="middle" stroke="none" fill="#fff6dc" font-family="Garuda, Loma" font-weight="bold">฿</text>',
  '<rect x="35" y="30" width="130" height="150" rx="12"/><path d="M65 75 H135 M65 105 H135 M65 135 H110" /><circle cx="140" cy="150" r="18"/>',
];

const cells = menu.areas
  .map((a, i) => {
    const cx = a.bounds.x + a.bounds.width / 2;
    const divider =
      i > 0
        ? `<line x1="${a.bounds.x}" y1="110" x2="${a.bounds.x}" y2="${H - 110}" stroke="#f3d98b" stroke-width="6" stroke-opacity="0.6"/>`
        : '';
    return `${divider}
      <g transform="translate(${cx - 150} 150) scale(1.5)" fill="none" stroke="#fff6dc" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">${icons[i]}</g>
      <text x="${cx}" y="${H - 150}" font-family="Garuda, Loma, 'Tlwg Typo', sans-serif" font-weight="bold" font-size="120" fill="#fff6dc" text-anchor="middle">${a.action.label}</text>`;
  })
  .join('\n');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8770f"/><stop offset="1" stop-color="#6f4c06"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  ${cells}
</svg>`;

const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
writeFileSync(resolve(here, '../line/richmenu.png'), png);
console.log(`api/line/richmenu.png: ${W}x${H}, ${png.length} bytes`);
