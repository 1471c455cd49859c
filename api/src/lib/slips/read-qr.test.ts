import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encode } from 'uqr';
import { anyId } from 'promptparse/generate';
import { encodeImage } from '@goldshop/db/image-encoding';
import { readSlipQr, slipReadOf } from './read-qr';
import { slipPayload, slipPicture, slipVariants } from '../../test/slip-image';

// As the routes call it: on the stored picture (checked and re-encoded to WebP first).
const stored = async (input: Buffer) => (await encodeImage(input, 'slip')).bytes;

describe('reading a slip’s mini-QR', () => {
  it('reads the sending bank and transRef, and the same from every variant of the picture', async () => {
    const slip = await slipPicture({ bank: '014', transRef: '016330153419ATF09931' });
    expect(await readSlipQr(await stored(slip.png))).toEqual({
      qr: 'read',
      bank: '014',
      transRef: '016330153419ATF09931',
      payload: slipPayload('014', '016330153419ATF09931'),
      others: [],
    });
    for (const [name, variant] of Object.entries(await slipVariants(slip.png))) {
      const read = await readSlipQr(await stored(variant));
      expect({ name, bank: read.bank, transRef: read.transRef }).toEqual({ name, bank: '014', transRef: '016330153419ATF09931' });
    }
  });

  it('takes a QR that is not a slip’s as its own state, with its text for staff: a URL, a PromptPay QR, a slip payload with a bad CRC', async () => {
    const good = slipPayload('004', '0163ABCDEF123456');
    const badCrc = good.slice(0, -4) + (good.endsWith('0000') ? '1111' : '0000');
    for (const qrText of ['https://example.com/slip', anyId({ type: 'MSISDN', target: '0812223333', amount: 30 }), badCrc]) {
      const slip = await slipPicture({ qrText });
      expect(await readSlipQr(await stored(slip.png)), qrText).toEqual({
        qr: 'unknown',
        bank: null,
        transRef: null,
        payload: qrText,
        others: [],
      });
    }
  });

  it('reads every slip QR in the picture: a second transfer is named, the same transfer twice is one', async () => {
    const slip = await slipPicture({ bank: '004', secondQrText: slipPayload('014', 'USEDREF0001') });
    const read = await readSlipQr(await stored(slip.png));
    expect(read.qr).toBe('read');
    // Which of the two is 'the' slip the picture cannot say: both are named, and each will be claimed.
    const transfers = [read, ...read.others].map((t) => `${t.bank}:${t.transRef}`).sort();
    expect(transfers).toEqual([`004:${slip.transRef}`, '014:USEDREF0001']);
    const same = slipReadOf([slipPayload('004', 'abc123456'), slipPayload('04', 'ABC123456'), 'https://example.com']);
    expect(same).toMatchObject({ qr: 'read', bank: '004', transRef: 'ABC123456', others: [] });
    // A slip QR after a QR that is none still counts: the order in the picture does not hide it.
    expect(slipReadOf(['https://example.com', slipPayload('002', 'ZZZ999999')])).toMatchObject({ qr: 'read', bank: '002' });
  });

  it('says none for a picture without a QR, error for bytes it cannot decode, and never throws', async () => {
    const plain = await slipPicture({ qrText: null });
    expect((await readSlipQr(await stored(plain.png))).qr).toBe('none');
    expect((await readSlipQr(Buffer.from('not an image at all'))).qr).toBe('error');
    const noise = await sharp(Buffer.from(Array.from({ length: 300 * 300 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 300, height: 300, channels: 3 },
    })
      .png()
      .toBuffer();
    expect((await readSlipQr(await stored(noise))).qr).toBe('none');
  });

  it('reads a QR drawn small in a big phone photo of the slip', async () => {
    const slip = await slipPicture({ bank: '002' });
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8a8a80' } })
      .composite([{ input: await sharp(slip.png).rotate(90).toBuffer(), left: 1100, top: 400 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(await readSlipQr(await stored(photo))).toMatchObject({ qr: 'read', bank: '002', transRef: slip.transRef });
    // the generator makes real QR codes: uqr's own matrix for the payload
    expect(encode(slipPayload('002', slip.transRef)).size).toBeGreaterThan(20);
  });
});
