import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodeImage, MAX_SIDE } from './image-encoding';

const wide = () =>
  sharp({ create: { width: 3000, height: 300, channels: 3, background: { r: 200, g: 150, b: 40 } } })
    .png()
    .toBuffer();

describe('encodeImage', () => {
  it('fits photos within 1600 px and documents within 2000 px, as WebP addressed by its hash', async () => {
    const photo = await encodeImage(await wide(), 'product');
    expect([photo.width, photo.height]).toEqual([MAX_SIDE.photo, 160]);
    const slip = await encodeImage(await wide(), 'slip');
    expect([slip.width, slip.height]).toEqual([MAX_SIDE.document, 200]);
    expect((await sharp(photo.bytes).metadata()).format).toBe('webp');
    expect(photo.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await encodeImage(await wide(), 'product')).hash).toBe(photo.hash); // same input, same address
  });

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await encodeImage(small, 'content')).toMatchObject({ width: 40, height: 30 });
  });
});
