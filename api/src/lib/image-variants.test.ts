import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_SIDE } from '@goldshop/db/image-encoding';
import { IMAGE_WIDTHS, imageAtWidth, imageSrcSet } from '../../contract/image';
import { imageVariants } from './image-variants';

const picture = (width: number, seed: number) =>
  sharp({ create: { width, height: width, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .webp()
    .toBuffer();

describe('narrower copies of images', () => {
  it('makes a copy once, even when asked for many times at once', async () => {
    const v = imageVariants();
    const stored = await picture(1000, 1);
    const copies = await Promise.all(Array.from({ length: 10 }, () => v.get('a', stored, 1000, 320)));
    expect(new Set(copies).size).toBe(1);
    expect(v.size.copies).toBe(1);
    expect((await sharp(copies[0]).metadata()).width).toBe(320);
  });

  it('makes at most two copies at a time, and every one asked for arrives', async () => {
    const v = imageVariants();
    const stored = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => picture(800, n * 30)));
    const copies = await Promise.all(stored.flatMap((s, i) => [320, 640].map((w) => v.get(`p${i}`, s, 800, w))));
    expect(v.size.copies).toBe(12);
    expect(v.size.peakMaking).toBe(2);
    for (const [i, copy] of copies.entries()) expect((await sharp(copy).metadata()).width).toBe(i % 2 ? 640 : 320);
  });

  it('keeps under its byte limit by dropping the least recently used copy', async () => {
    const stored = await Promise.all([1, 2, 3].map((n) => picture(1000, n * 40)));
    const one = (await sharp(stored[0]).resize(320).webp({ quality: 82 }).toBuffer()).length;
    const v = imageVariants(one * 2.5);
    await v.get('a', stored[0]!, 1000, 320);
    await v.get('b', stored[1]!, 1000, 320);
    await v.get('a', stored[0]!, 1000, 320); // a used again: b is now the oldest
    await v.get('c', stored[2]!, 1000, 320);
    expect(v.size.copies).toBe(2);
    expect(v.size.bytes).toBeLessThanOrEqual(one * 2.5);
    const before = v.size.bytes;
    await v.get('a', stored[0]!, 1000, 320); // still cached: nothing made, nothing dropped
    expect(v.size.bytes).toBe(before);
  });

  it('gives an image no wider than asked as it is, without caching a copy', async () => {
    const v = imageVariants();
    const stored = await picture(300, 5);
    expect(await v.get('s', stored, 300, 640)).toBe(stored);
    expect(v.size.copies).toBe(0);
  });
});

describe('srcset helpers (contract)', () => {
  const url = `/api/images/${'ab'.repeat(32)}.webp`;
  it('lists every width and the stored image at its widest', () => {
    expect(imageSrcSet(url)).toBe(`${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=960 960w, ${url} ${MAX_SIDE.photo}w`);
    expect(IMAGE_WIDTHS.every((w) => w < MAX_SIDE.photo)).toBe(true);
    expect(imageAtWidth(url, 320)).toBe(`${url}?w=320`);
  });

  it('leaves data URLs, signed private URLs and nothing alone', () => {
    for (const src of ['data:image/png;base64,AAAA', `/api/images/p/${'ab'.repeat(32)}.webp?exp=1&sig=x`, undefined]) {
      expect(imageSrcSet(src)).toBeUndefined();
      expect(imageAtWidth(src, 320)).toBe(src);
    }
  });
});
