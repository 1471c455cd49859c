import { useEffect, useState } from 'react';
import type { ProductPage } from '@goldshop/api/contract';
import { appLink, canShareToLine, shareMessageToLine } from '../../lib/liff';
import { formatPrice } from '../../lib/format';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { pieceCard } from './piece-card';

/** A colour of the app's tokens (ui/tokens.css), for LINE's card. */
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * Share a piece (docs/product.md "Member app: a product's page"): LINE's share target picker with a card of the
 * piece (photo, name, price, a button to its page) where LINE offers it, else the phone's share sheet (Web Share
 * API), else the link is copied.
 */
export function SharePiece({ product }: { product: ProductPage }) {
  const [line, setLine] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void canShareToLine().then((ok) => live && setLine(ok));
    return () => {
      live = false;
    };
  }, []);
  const path = `/shop/${encodeURIComponent(product.code)}`;
  const price = formatPrice(product.price);
  const text = `${product.name} รหัส ${product.code}${price ? ` ราคาวันนี้ ${price}` : ''}`;
  const share = async () => {
    setBusy(true);
    try {
      if (line) {
        const card = pieceCard(product, window.location.origin, appLink(path), { gold: token('--gold'), muted: token('--ink-muted') });
        if (await shareMessageToLine(card as Parameters<typeof shareMessageToLine>[0])) toast('success', 'แชร์ให้เพื่อนแล้ว');
        return;
      }
      const url = `${window.location.origin}${path}`;
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: product.name, text, url }).catch(() => undefined);
        return;
      }
      await navigator.clipboard.writeText(url);
      toast('success', 'คัดลอกลิงก์แล้ว');
    } catch (err) {
      console.error('share failed', err);
      toast('error', 'แชร์ไม่สำเร็จ');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" block onClick={share} busy={busy} data-testid="share-piece">
      {line ? 'แชร์ให้เพื่อนใน LINE' : 'แชร์สินค้านี้'}
    </Button>
  );
}
