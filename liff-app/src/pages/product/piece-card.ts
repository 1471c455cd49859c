import { imageAsJpeg, type ProductPage } from '@goldshop/api/contract';
import { formatPrice } from '../../lib/format';

// A piece shared in LINE as a card (docs/decisions.md "A piece shared as a LINE card"): LINE's Flex bubble with
// the photo, the name, code and weight, today's price and a button to the piece's page. LINE fetches the photo
// itself and takes JPEG or PNG only, so the card names the server's JPEG copy of the first photo.

/** The card's colours, read from the app's tokens (ui/tokens.css) by the caller: one palette for the app and LINE. */
export interface CardColours {
  gold: string;
  muted: string;
}

/** LINE's limits the card stays within (Messaging API, Flex messages): alt text 400, a button label 40. */
const ALT_MAX = 400;

/** The Flex message for LINE's share target picker. `link` opens the piece's page (in LINE where configured). */
export function pieceCard(p: ProductPage, origin: string, link: string, colours: CardColours) {
  const price = formatPrice(p.price);
  const jpeg = imageAsJpeg(p.images[0]?.src);
  const photo = jpeg ? `${origin}${jpeg}` : null;
  const alt = `${p.name} รหัส ${p.code}${price ? ` ราคาวันนี้ ${price}` : ''}`.slice(0, ALT_MAX);
  return {
    type: 'flex' as const,
    altText: alt,
    contents: {
      type: 'bubble' as const,
      ...(photo && {
        hero: {
          type: 'image' as const,
          url: photo,
          size: 'full',
          aspectRatio: '1:1',
          aspectMode: 'cover' as const,
          action: { type: 'uri' as const, label: 'ดูสินค้า', uri: link },
        },
      }),
      body: {
        type: 'box' as const,
        layout: 'vertical' as const,
        spacing: 'sm',
        contents: [
          { type: 'text' as const, text: p.name, weight: 'bold' as const, size: 'lg', wrap: true },
          {
            type: 'text' as const,
            text: `รหัส ${p.code} · ${p.weightText} · ทอง ${p.purity}%`,
            size: 'sm',
            color: colours.muted,
            wrap: true,
          },
          ...(price ? [{ type: 'text' as const, text: `ราคาวันนี้ ${price}`, weight: 'bold' as const, size: 'md', color: colours.gold }] : []),
        ],
      },
      footer: {
        type: 'box' as const,
        layout: 'vertical' as const,
        contents: [
          {
            type: 'button' as const,
            style: 'primary' as const,
            color: colours.gold,
            action: { type: 'uri' as const, label: 'ดูสินค้า', uri: link },
          },
        ],
      },
    },
  };
}
