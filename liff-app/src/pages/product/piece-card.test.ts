import { describe, expect, it } from 'vitest';
import { imageAsJpeg, publicImagePath, type ProductPage } from '@goldshop/api/contract';
import { pieceCard } from './piece-card';

const HASH = 'a'.repeat(64);
const piece = (over: Partial<ProductPage> = {}): ProductPage =>
  ({
    code: 'GN-101',
    name: 'สร้อยคอลายสี่เสา',
    weightText: '1 บาท',
    purity: '96.5',
    price: 42_350.4,
    images: [{ src: publicImagePath(HASH), alt: 'ด้านหน้า' }],
    ...over,
  }) as ProductPage;
const colours = { gold: 'rgb(140, 98, 9)', muted: 'rgb(95, 86, 70)' };
const LINK = 'https://liff.line.me/1234-abcd/shop/GN-101';

describe('the LINE card of a shared piece', () => {
  it('carries the photo, name, code, weight, purity and price, and opens the page from the photo and the button', () => {
    const card = pieceCard(piece(), 'https://shop.example', LINK, colours);
    expect(card.altText).toBe('สร้อยคอลายสี่เสา รหัส GN-101 ราคาวันนี้ ฿42,351');
    expect(card.contents.hero).toMatchObject({
      type: 'image',
      url: `https://shop.example${imageAsJpeg(publicImagePath(HASH))}`,
      action: { uri: LINK },
    });
    const texts = card.contents.body.contents.map((c) => c.text);
    expect(texts).toEqual(['สร้อยคอลายสี่เสา', 'รหัส GN-101 · 1 บาท · ทอง 96.5%', 'ราคาวันนี้ ฿42,351']);
    expect(card.contents.footer.contents[0]).toMatchObject({
      type: 'button',
      color: colours.gold,
      action: { type: 'uri', label: 'ดูสินค้า', uri: LINK },
    });
  });

  it('leaves out what the piece does not have: no photo, no price while prices are paused', () => {
    const card = pieceCard(piece({ images: [], price: null }), 'https://shop.example', LINK, colours);
    expect(card.contents).not.toHaveProperty('hero');
    expect(card.altText).toBe('สร้อยคอลายสี่เสา รหัส GN-101');
    expect(card.contents.body.contents).toHaveLength(2);
  });

  it('keeps the alt text within LINE’s 400 characters', () => {
    expect(pieceCard(piece({ name: 'ก'.repeat(600) }), 'https://shop.example', LINK, colours).altText).toHaveLength(400);
  });
});
