import { describe, expect, it, vi } from 'vitest';
import { fitWithin, MAX_SIDE, needsReencode, renamed, resizeImage, type Codec, type Decoded } from './image-resize';

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px, keeping the aspect', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 1080, height: 2400 })).toEqual({ width: 720, height: 1600 });
    expect(fitWithin({ width: 3000, height: 3000 }, 1000)).toEqual({ width: 1000, height: 1000 });
  });
  it('never enlarges and never goes below one pixel', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: MAX_SIDE, height: 10 })).toEqual({ width: MAX_SIDE, height: 10 });
    expect(fitWithin({ width: 100_000, height: 2 })).toEqual({ width: 1600, height: 1 });
  });
});

describe('needsReencode', () => {
  it('re-encodes what is too large or not JPEG/WebP', () => {
    expect(needsReencode('image/jpeg', { width: 4000, height: 3000 })).toBe(true);
    expect(needsReencode('image/png', { width: 1080, height: 1600 })).toBe(true);
    expect(needsReencode('image/heic', { width: 800, height: 600 })).toBe(true);
    expect(needsReencode('', { width: 800, height: 600 })).toBe(true);
  });
  it('sends a small JPEG or WebP as it is', () => {
    expect(needsReencode('image/jpeg', { width: 1600, height: 1200 })).toBe(false);
    expect(needsReencode('image/webp', { width: 640, height: 480 })).toBe(false);
  });
});

describe('renamed', () => {
  it('keeps the name and gives the new extension', () => {
    expect(renamed('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(renamed('slip.png', 'image/webp')).toBe('slip.webp');
    expect(renamed('สลิป.โอน.png', 'image/jpeg')).toBe('สลิป.โอน.jpg');
    expect(renamed('noext', 'image/jpeg')).toBe('noext.jpg');
    expect(renamed('.png', 'image/jpeg')).toBe('photo.jpg');
  });
});

/** A codec that pretends: decodes to `size`, and writes blobs of the asked type (or `writes` instead). */
function fakeCodec(
  size: { width: number; height: number },
  opts: { writes?: (type: string) => string | null; bytes?: number; decodeFails?: boolean } = {},
) {
  const close = vi.fn();
  const encoded: { type: string; width: number; height: number; quality: number }[] = [];
  const codec: Codec = {
    decode: async () => {
      if (opts.decodeFails) throw new Error('cannot decode');
      return { ...size, draw: () => undefined, close } satisfies Decoded;
    },
    encode: async (_p, s, type, quality) => {
      encoded.push({ type, ...s, quality });
      const out = opts.writes ? opts.writes(type) : type;
      return out === null ? null : new Blob([new Uint8Array(opts.bytes ?? 1000)], { type: out });
    },
  };
  return { codec, encoded, close };
}

const photo = (type: string, bytes: number, name = 'photo.jpg') => new File([new Uint8Array(bytes)], name, { type });

describe('resizeImage', () => {
  it('makes a large camera photo a WebP of at most 1600 px', async () => {
    const { codec, encoded, close } = fakeCodec({ width: 4032, height: 3024 });
    const out = await resizeImage(photo('image/jpeg', 4_000_000, 'IMG_1.JPG'), codec);
    expect(out.type).toBe('image/webp');
    expect(out.name).toBe('IMG_1.webp');
    expect(out.size).toBe(1000);
    expect(encoded).toEqual([{ type: 'image/webp', width: 1600, height: 1200, quality: 0.85 }]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('falls back to JPEG where the browser cannot write WebP', async () => {
    // Safari before 17 answers PNG when asked for WebP.
    const { codec, encoded } = fakeCodec({ width: 3000, height: 4000 }, { writes: (t) => (t === 'image/webp' ? 'image/png' : t) });
    const out = await resizeImage(photo('image/jpeg', 3_000_000), codec);
    expect(out.type).toBe('image/jpeg');
    expect(encoded.map((e) => e.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(encoded[1]).toMatchObject({ width: 1200, height: 1600 });
  });

  it('turns a PNG screenshot into a smaller WebP even when it fits', async () => {
    const { codec } = fakeCodec({ width: 1080, height: 1600 });
    const out = await resizeImage(photo('image/png', 900_000, 'Screenshot.png'), codec);
    expect(out).toMatchObject({ type: 'image/webp', name: 'Screenshot.webp' });
  });

  it('sends the original when it is already a small JPEG, cannot be read, or would grow', async () => {
    const small = photo('image/jpeg', 200_000);
    const a = fakeCodec({ width: 1200, height: 900 });
    expect(await resizeImage(small, a.codec)).toBe(small);
    expect(a.encoded).toEqual([]);

    const heic = photo('image/heic', 2_000_000, 'IMG.HEIC');
    expect(await resizeImage(heic, fakeCodec({ width: 1, height: 1 }, { decodeFails: true }).codec)).toBe(heic);

    const tinyPng = photo('image/png', 300, 'tiny.png');
    expect(await resizeImage(tinyPng, fakeCodec({ width: 64, height: 64 }, { bytes: 2000 }).codec)).toBe(tinyPng);
  });

  it('sends the original when the canvas gives nothing usable', async () => {
    const big = photo('image/jpeg', 5_000_000);
    expect(await resizeImage(big, fakeCodec({ width: 5000, height: 4000 }, { writes: () => null }).codec)).toBe(big);
    expect(await resizeImage(big, fakeCodec({ width: 5000, height: 4000 }, { writes: () => 'image/png' }).codec)).toBe(big);
  });

  it('keeps a shrunk copy even when a tiny original was smaller, because the original is too large to send', async () => {
    const { codec } = fakeCodec({ width: 6000, height: 4000 }, { bytes: 50_000 });
    const out = await resizeImage(photo('image/jpeg', 40_000), codec);
    expect(out.type).toBe('image/webp');
  });
});
