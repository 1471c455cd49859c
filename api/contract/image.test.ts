import { describe, expect, it } from 'vitest';
import { imageAsJpeg, imageSrc, publicImagePath, sniffImage } from './image';

describe('upload formats by their bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);
  it('recognises what the server can decode', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImage(text('GIF89a'))).toBe('gif');
    expect(sniffImage(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(text('\0\0\0\x18ftypheic'))).toBe('heif');
    expect(sniffImage(text('\0\0\0\x1cftypavif'))).toBe('heif');
    expect(sniffImage(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
    expect(sniffImage(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('tiff');
  });
  it('refuses the rest: text, PDF, SVG, BMP, a RIFF that is not WebP', () => {
    for (const s of ['hello world', '%PDF-1.7', '<svg xmlns="http://www.w3.org/2000/svg">', 'BM6\0\0\0', 'RIFF\0\0\0\0WAVEfmt ', '']) {
      expect(sniffImage(text(s)), s).toBeUndefined();
    }
  });
});

describe('imageSrc', () => {
  it('passes URLs through and makes base64 a data URL', () => {
    expect(imageSrc('/api/images/abc.webp')).toBe('/api/images/abc.webp');
    expect(imageSrc('UklGR')).toBe('data:image/png;base64,UklGR');
    expect(imageSrc(null)).toBeUndefined();
  });
});

describe('imageAsJpeg: the JPEG copy LINE can show', () => {
  const hash = 'a'.repeat(64);
  it('turns a public image (or a narrower copy of it) into its JPEG copy, 960 px unless asked', () => {
    expect(imageAsJpeg(publicImagePath(hash))).toBe(`/api/images/${hash}.jpg?w=960`);
    expect(imageAsJpeg(`${publicImagePath(hash)}?w=320`, 640)).toBe(`/api/images/${hash}.jpg?w=640`);
  });
  it('leaves out private images, data URLs and anything else', () => {
    expect(imageAsJpeg(`/api/images/p/${hash}.webp?exp=1&sig=x`)).toBeUndefined();
    expect(imageAsJpeg('data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageAsJpeg(`https://evil.example/api/images/${hash}.webp`)).toBeUndefined();
    expect(imageAsJpeg(undefined)).toBeUndefined();
  });
});
