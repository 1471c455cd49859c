import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

describe('image checks before upload', () => {
  it('takes the formats the server accepts, by their bytes', async () => {
    expect(await imageFileProblem(new Blob([jpeg]))).toBeNull();
    expect(await imageFileProblem(new Blob([new Uint8Array([0x49, 0x49, 0x2a, 0x00])]))).toBeNull();
  });
  it('refuses text, PDFs and empty files, whatever their name', async () => {
    expect(await imageFileProblem(new Blob(['hello world'], { type: 'image/jpeg' }))).toMatch(/รูปภาพ/);
    expect(await imageFileProblem(new Blob(['%PDF-1.7 ...'], { type: 'image/png' }))).toMatch(/รูปภาพ/);
    expect(await imageFileProblem(new Blob([]))).toBe('ไฟล์ว่างเปล่า');
    expect(await imageFileProblem(new Blob([png]))).toBeNull();
  });
  it('refuses files over the server limit', async () => {
    const big = new Blob([png, new Uint8Array(10 * 1024 * 1024)]);
    expect(await imageFileProblem(big)).toMatch(/10 MB/);
  });
});
