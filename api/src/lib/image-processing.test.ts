import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodeImage } from '@goldshop/db/image-encoding';
import { phoneSlipPhoto, slenderPng } from '../test/hostile-images';
import { DEFAULT_IMAGE_LIMITS, decoding, MAX_INPUT_PIXELS, processImage } from './image-processing';
import { IMAGE_THREAD_NICE } from './image-threads';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: { statusCode: number; code: string; message: string }) => ({ status: err.statusCode, code: err.code, message: err.message }),
  );

/**
 * What an upload's header may say (docs/decisions.md "A picture has at most 25 megapixels"). A 47 KB PNG of
 * 1 × 24,000,000 pixels passed the 25-megapixel check and took about 6 s to decode; four at once kept an
 * honest member's slip out (503 UPLOADS_BUSY).
 */
describe('processImage refuses from the header what would hold the decoder', () => {
  it('the 1 × 24,000,000 PNG is refused in well under 100 ms, telling the member what to do', async () => {
    const png = slenderPng(1, 24_000_000);
    expect(png.length).toBeLessThan(150_000);
    expect(24_000_000).toBeLessThan(MAX_INPUT_PIXELS);
    const t0 = performance.now();
    const res = await refusal(processImage(png, 'slip'));
    const ms = performance.now() - t0;
    expect(res).toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE' });
    expect((res as { message: string }).message).toMatch(/ด้านยาวไม่เกิน 10,000 พิกเซล.*กรุณาถ่ายใหม่/);
    // Generous for a busy machine; decoding it took about 6 s.
    expect(ms).toBeLessThan(100);
    expect(decoding.stats().running).toBe(0);
  });

  it('a picture longer than IMAGE_MAX_SIDE_PX, or of an absurd shape, is refused before decoding', async () => {
    const long = await refusal(processImage(slenderPng(1_000, 10_001), 'slip'));
    expect(long).toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE' });
    // 200 × 9,000 is 1:45: within the side and the pixels, refused for its shape.
    const thin = await refusal(processImage(slenderPng(200, 9_000), 'slip'));
    expect(thin).toMatchObject({ status: 422, code: 'IMAGE_SHAPE' });
    expect((thin as { message: string }).message).toMatch(/ยาวหรือแคบผิดปกติ.*ครอบตัด.*ส่งอีกครั้ง/);
    // The limits are settings: a shop may allow a longer scroll of a screenshot.
    expect(await refusal(processImage(slenderPng(200, 9_000), 'slip', { ...DEFAULT_IMAGE_LIMITS, maxAspectRatio: 50 }))).toBe('accepted');
    expect(await refusal(processImage(slenderPng(9_000, 460), 'slip'))).toBe('accepted'); // 1:19.6
  });

  it("a phone's 12 MP photo of a slip and a phone screenshot are accepted", async () => {
    const photo = await processImage(await phoneSlipPhoto(), 'slip');
    expect(photo).toMatchObject({ mime: 'image/webp', width: 1500, height: 2000 });
    const screenshot = await sharp({ create: { width: 1080, height: 2400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await processImage(screenshot, 'slip')).toMatchObject({ width: 900, height: 2000 });
  });

  it('decoding is bounded in time: libvips stops a picture past its timeout', async () => {
    // A TIFF of 16 × 16 tiles, each compressed alone: 25 MP within every header limit, seconds to decode.
    const tiff = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#208040' } })
      .tiff({ compression: 'deflate', tile: true, tileWidth: 16, tileHeight: 16 })
      .toBuffer();
    const t0 = performance.now();
    await expect(encodeImage(tiff, 'slip', {}, 1)).rejects.toThrow(/^timeout:/);
    expect(performance.now() - t0).toBeLessThan(3_000);
  });

  it("libvips' threads run at a lower priority than the event loop once a picture has been decoded", async () => {
    await processImage(await phoneSlipPhoto(), 'slip');
    const threads = readdirSync('/proc/self/task')
      .map((t) => ({
        name: readFileSync(`/proc/self/task/${t}/comm`, 'utf8').trim(),
        stat: readFileSync(`/proc/self/task/${t}/stat`, 'utf8'),
      }))
      .map(({ name, stat }) => ({ name, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) }));
    const vips = threads.filter((t) => t.name.startsWith('libvips'));
    expect(vips.length).toBeGreaterThan(0);
    expect(vips.every((t) => t.nice === IMAGE_THREAD_NICE)).toBe(true);
    // The event loop's own thread is left as it was.
    expect(threads[0]!.nice).toBe(0);
  });
});
