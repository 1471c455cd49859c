import sharp from 'sharp';
import { schema, type Db } from '../index';
import { encodeImage, type EncodedImage } from '../image-encoding';
import type { ImageKind } from '../schema/enums';

/*
 * Demo pictures drawn as SVG and rendered by sharp, so the seed needs no network and no binary files.
 * They are stored exactly the way uploads are (`encodeImage`).
 */

export interface SeedImage extends EncodedImage {
  kind: ImageKind;
}

export async function svgImage(svg: string, kind: ImageKind): Promise<SeedImage> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { ...(await encodeImage(png, kind)), kind };
}

/** Inside the seed's transaction; an image already stored (same bytes) is kept once. */
export function storeImage(tx: Db, img: SeedImage): string {
  tx.insert(schema.images)
    .values({ hash: img.hash, kind: img.kind, mime: 'image/webp', width: img.width, height: img.height, bytes: img.bytes })
    .onConflictDoNothing()
    .run();
  return img.hash;
}

/** A small deterministic generator so every seed draws the same pictures (stable hashes). */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

const goldDefs = (id: string, tone = 0) => {
  const stops =
    tone === 0 ? ['#fff6c4', '#f4c542', '#b8860b', '#ffe38a', '#a87405'] : ['#fff0d9', '#f1b873', '#b5652e', '#ffd3a1', '#8f4a1f'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
};

const backgrounds = [
  ['#fbf3e4', '#e9d6b4'],
  ['#3a0d12', '#14050a'],
  ['#0f2136', '#050b14'],
  ['#f4f0ea', '#d9d2c7'],
  ['#1f3b2d', '#0b1812'],
];

function frame(w: number, h: number, bg: string[], body: string, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${goldDefs('g0')}${goldDefs('g1', 1)}
<radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#000" flood-opacity="0.35"/></filter>
${defs}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

/** Links along a path given by a function of t in [0,1]; alternate links are turned, like a real chain. */
function chain(at: (t: number) => [number, number], n: number, size: number, fill: string) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const [x, y] = at(t);
    const [x2, y2] = at(Math.min(1, t + 0.001));
    const angle = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI;
    const flat = i % 2 === 0;
    out += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size}" ry="${flat ? size * 0.55 : size * 0.22}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="url(#${fill})" stroke-width="${(size * 0.32).toFixed(1)}"/>`;
  }
  return `<g filter="url(#shadow)">${out}</g>`;
}

const heart = (x: number, y: number, s: number, fill: string) =>
  `<path d="M ${x} ${y + s * 0.9} C ${x - s * 1.4} ${y}, ${x - s * 0.7} ${y - s}, ${x} ${y - s * 0.35} C ${x + s * 0.7} ${y - s}, ${x + s * 1.4} ${y}, ${x} ${y + s * 0.9} Z" fill="url(#${fill})" filter="url(#shadow)"/>`;

const gem = (x: number, y: number, s: number, color: string) =>
  `<g filter="url(#shadow)"><polygon points="${x - s},${y} ${x - s * 0.6},${y - s * 0.6} ${x + s * 0.6},${y - s * 0.6} ${x + s},${y} ${x},${y + s * 1.1}" fill="${color}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/><polygon points="${x - s * 0.6},${y - s * 0.6} ${x},${y} ${x + s * 0.6},${y - s * 0.6}" fill="#ffffff" fill-opacity="0.45"/></g>`;

function necklace(r: () => number, fill: string) {
  const depth = 220 + r() * 80;
  const at = (t: number): [number, number] => [90 + t * 300, 110 + depth * (1 - (2 * t - 1) ** 2)];
  const pendant =
    r() < 0.5
      ? heart(240, 110 + depth + 34, 26, fill)
      : `<circle cx="240" cy="${110 + depth + 32}" r="26" fill="url(#${fill})" filter="url(#shadow)"/><circle cx="240" cy="${110 + depth + 32}" r="14" fill="none" stroke="#8a5a00" stroke-width="3"/>`;
  return chain(at, 46 + Math.floor(r() * 10), 8 + r() * 3, fill) + pendant;
}

function bracelet(r: () => number, fill: string) {
  const rx = 150 + r() * 20;
  const ry = 95 + r() * 30;
  const at = (t: number): [number, number] => [240 + rx * Math.cos(t * 2 * Math.PI * 0.94), 250 + ry * Math.sin(t * 2 * Math.PI * 0.94)];
  return `${chain(at, 40 + Math.floor(r() * 8), 11 + r() * 4, fill)}<rect x="${240 + rx - 10}" y="228" width="26" height="44" rx="8" fill="url(#${fill})" filter="url(#shadow)"/>`;
}

function ring(r: () => number, fill: string) {
  const colors = ['#d81b60', '#1e88e5', '#43a047', '#e8f4ff'];
  const band = `<ellipse cx="240" cy="280" rx="130" ry="${70 + r() * 30}" fill="none" stroke="url(#${fill})" stroke-width="${26 + r() * 14}" filter="url(#shadow)"/>`;
  const engraving = `<ellipse cx="240" cy="280" rx="130" ry="80" fill="none" stroke="#7a4d00" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 10"/>`;
  return band + engraving + (r() < 0.7 ? gem(240, 190, 34 + r() * 10, colors[Math.floor(r() * colors.length)]!) : '');
}

function bangle(r: () => number, fill: string) {
  const count = r() < 0.5 ? 1 : 2;
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = count === 1 ? 240 : 190 + i * 100;
    out += `<ellipse cx="${cx}" cy="250" rx="${140 - count * 15}" ry="${150 - count * 10}" fill="none" stroke="url(#${fill})" stroke-width="${30 + r() * 10}" filter="url(#shadow)"/>`;
    for (let k = 0; k < 18; k++) {
      const a = (k / 18) * 2 * Math.PI;
      out += `<circle cx="${(cx + (140 - count * 15) * Math.cos(a)).toFixed(1)}" cy="${(250 + (150 - count * 10) * Math.sin(a)).toFixed(1)}" r="4" fill="#fff8d0" fill-opacity="0.8"/>`;
    }
  }
  return out;
}

function earrings(r: () => number, fill: string) {
  const hoop = r() < 0.5;
  let out = '';
  for (const cx of [160, 320]) {
    out += `<circle cx="${cx}" cy="130" r="10" fill="url(#${fill})"/>`;
    out += hoop
      ? `<circle cx="${cx}" cy="230" r="${80 + r() * 15}" fill="none" stroke="url(#${fill})" stroke-width="16" filter="url(#shadow)"/>`
      : `<line x1="${cx}" y1="140" x2="${cx}" y2="220" stroke="url(#${fill})" stroke-width="6"/>${heart(cx, 260, 40, fill)}`;
  }
  return out;
}

function goldBar(r: () => number, fill: string) {
  return `<g filter="url(#shadow)"><polygon points="110,330 370,330 330,230 150,230" fill="url(#${fill})"/><polygon points="150,230 330,230 310,205 170,205" fill="#fff1b0"/><rect x="190" y="255" width="100" height="50" rx="6" fill="none" stroke="#8a5a00" stroke-width="${3 + r() * 2}"/></g>`;
}

const drawers = [necklace, necklace, bracelet, ring, bangle, earrings, goldBar, ring];

/** A product photo for a category (1–7), varied by `variant`; category 6 wears a sale ribbon, 7 a QC tag. */
export function productSvg(catId: number, variant: number): string {
  const r = rng(catId * 1000 + variant * 7919);
  const fill = r() < 0.8 ? 'g0' : 'g1';
  const bg = backgrounds[Math.floor(r() * backgrounds.length)]!;
  const draw =
    catId === 6
      ? [necklace, bracelet, bangle, goldBar][variant % 4]!
      : catId === 7
        ? [ring, earrings, bracelet][variant % 3]!
        : drawers[catId]!;
  let body = `<ellipse cx="240" cy="440" rx="170" ry="18" fill="#000" fill-opacity="0.18"/>${draw(r, fill)}`;
  if (catId === 6) body += `<polygon points="330,0 480,0 480,150" fill="#c62828"/><polygon points="380,0 480,0 480,100" fill="#e53935"/>`;
  if (catId === 7)
    body += `<g transform="rotate(-12 90 80)"><rect x="30" y="50" width="120" height="56" rx="10" fill="#9e9e9e"/><circle cx="48" cy="78" r="7" fill="#eeeeee"/></g>`;
  return frame(480, 480, bg, body);
}

/**
 * The home hero: square, because the member app shows it in a square box (a wide picture would sit in it
 * with empty bands above and below), and no bigger than that box on a 3x phone or a 2x desktop (~700 px).
 */
export function heroSvg(): string {
  const r = rng(42);
  let bars = '';
  for (const [x, y] of [
    [150, 560],
    [330, 560],
    [510, 560],
    [240, 474],
    [420, 474],
    [330, 388],
  ] as const) {
    bars += `<g filter="url(#shadow)" transform="translate(${x} ${y})"><polygon points="-90,60 90,60 60,0 -60,0" fill="url(#g0)"/><polygon points="-60,0 60,0 48,-14 -48,-14" fill="#fff3c0"/></g>`;
  }
  let coins = '';
  for (let i = 0; i < 7; i++) {
    const x = 560 + r() * 40;
    const y = 360 - i * 14;
    coins += `<ellipse cx="${x.toFixed(0)}" cy="${y}" rx="56" ry="18" fill="url(#g0)" stroke="#a87405" stroke-width="2" filter="url(#shadow)"/>`;
  }
  const sparkle = Array.from(
    { length: 12 },
    () =>
      `<circle cx="${(r() * 680).toFixed(0)}" cy="${(r() * 220).toFixed(0)}" r="${(1 + r() * 3).toFixed(1)}" fill="#fff7cc" fill-opacity="0.8"/>`,
  ).join('');
  return frame(
    680,
    680,
    ['#4a0e14', '#12040a'],
    `${sparkle + bars + coins}<g transform="translate(40 -70) scale(0.85)">${necklace(rng(7), 'g0')}</g>`,
  );
}

/** About page pictures: a shop front and a display counter. */
export function aboutSvg(n: number): string {
  const r = rng(900 + n);
  if (n % 2 === 0) {
    const awning = Array.from(
      { length: 10 },
      (_, i) => `<rect x="${80 + i * 80}" y="120" width="80" height="60" fill="${i % 2 ? '#b71c1c' : '#f4c542'}"/>`,
    ).join('');
    return frame(
      960,
      640,
      ['#fdf6e8', '#d8c9aa'],
      `<rect x="80" y="180" width="800" height="380" fill="#fffaf0" stroke="#8d6e63" stroke-width="6"/>${awning}
<rect x="120" y="240" width="320" height="240" fill="#2b1a10"/><rect x="130" y="250" width="300" height="220" fill="url(#bg)" opacity="0.4"/>
${necklace(r, 'g0').replace('<g ', '<g transform="translate(150 240) scale(0.55)" ')}
<rect x="520" y="240" width="300" height="320" fill="#6d4c41"/><rect x="540" y="260" width="260" height="300" fill="#8d6e63"/><circle cx="780" cy="410" r="8" fill="url(#g0)"/>
<rect x="80" y="560" width="800" height="20" fill="#5d4037"/>`,
    );
  }
  let items = '';
  for (let i = 0; i < 5; i++)
    items += `<g transform="translate(${90 + i * 160} 250) scale(0.32)">${[ring, bangle, bracelet, earrings, ring][i]!(r, 'g0')}</g>`;
  return frame(
    960,
    640,
    ['#3b0a10', '#10030a'],
    `<rect x="60" y="200" width="840" height="260" rx="12" fill="#fdfaf2" fill-opacity="0.08" stroke="#f4c542" stroke-width="4"/>${items}<rect x="40" y="460" width="880" height="120" fill="#5b1a1f"/>`,
  );
}

/** A bank logo in the manner of a Thai bank's round green mark (not any bank's real logo). */
export function bankLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<circle cx="128" cy="128" r="124" fill="#138f2d"/><path d="M128 44 C 170 80, 176 150, 128 212 C 80 150, 86 80, 128 44 Z" fill="#ffffff"/>
<path d="M128 70 L128 196" stroke="#138f2d" stroke-width="8"/><path d="M128 120 L160 96 M128 150 L96 126" stroke="#138f2d" stroke-width="6"/></svg>`;
}

/** A transfer slip: bank header, a tick, lines of details and the amount (digits only, any font). */
export function slipSvg(amountText: string, n: number): string {
  const r = rng(500 + n);
  const header = ['#138f2d', '#4e2a84', '#1565c0', '#00a1e0'][n % 4]!;
  const lines = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="60" y="${420 + i * 50}" width="${160 + r() * 120}" height="14" rx="7" fill="#cfd8dc"/><rect x="${330 + r() * 40}" y="${420 + i * 50}" width="${120 + r() * 60}" height="14" rx="7" fill="#90a4ae"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
<rect width="600" height="900" fill="#ffffff"/><rect width="600" height="140" fill="${header}"/><circle cx="300" cy="230" r="54" fill="#2e7d32"/>
<path d="M272 230 L294 252 L332 210" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round"/>
<text x="300" y="345" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="#263238">${amountText}</text>
${lines}<rect x="60" y="760" width="480" height="2" fill="#eceff1"/><rect x="210" y="790" width="180" height="60" fill="#263238" opacity="0.85"/></svg>`;
}

/** A clearly fake ID card (no real layout): a face, a chip and grey lines of text. */
export function idCardSvg(n: number, back = false): string {
  const lines = Array.from(
    { length: 5 },
    (_, i) => `<rect x="${back ? 60 : 300}" y="${150 + i * 56}" width="${back ? 700 : 440}" height="18" rx="9" fill="#90a4ae"/>`,
  ).join('');
  const face = back
    ? ''
    : `<rect x="60" y="140" width="200" height="250" rx="12" fill="#cfd8dc"/><circle cx="160" cy="230" r="52" fill="#8d6e63"/><path d="M80 390 C 90 300, 230 300, 240 390 Z" fill="#546e7a"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
<rect width="856" height="540" rx="30" fill="${back ? '#e3f2fd' : '#e1f5fe'}"/><rect width="856" height="100" rx="30" fill="#4fc3f7" opacity="${0.5 + (n % 3) * 0.15}"/>
${face}${lines}${back ? '' : '<rect x="680" y="430" width="110" height="70" rx="10" fill="#ffd54f"/>'}</svg>`;
}

/** A selfie holding a card, drawn in flat shapes. */
export function selfieSvg(n: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="${['#eceff1', '#fff3e0', '#e8f5e9'][n % 3]}"/><circle cx="300" cy="280" r="120" fill="#a1887f"/>
<rect x="190" y="150" width="220" height="70" rx="35" fill="#3e2723"/><path d="M120 800 C 130 520, 470 520, 480 800 Z" fill="#37474f"/>
<rect x="330" y="520" width="200" height="126" rx="10" fill="#e1f5fe" stroke="#4fc3f7" stroke-width="4" transform="rotate(-8 430 583)"/></svg>`;
}

/** A pawn payment proof: a receipt with a stamp. */
export function proofSvg(amountText: string, n: number): string {
  const r = rng(700 + n);
  const lines = Array.from(
    { length: 7 },
    (_, i) => `<rect x="70" y="${260 + i * 46}" width="${200 + r() * 220}" height="12" rx="6" fill="#b0bec5"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="#fffdf5"/><rect x="40" y="40" width="520" height="720" fill="none" stroke="#d7ccc8" stroke-width="3" stroke-dasharray="10 6"/>
<rect x="70" y="80" width="460" height="60" fill="#f4c542"/><text x="300" y="210" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="#3e2723">${amountText}</text>
${lines}<circle cx="430" cy="650" r="70" fill="none" stroke="#c62828" stroke-width="8" opacity="0.7" transform="rotate(${(r() * 40 - 20).toFixed(0)} 430 650)"/></svg>`;
}
