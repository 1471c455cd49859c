import { useEffect, useState } from 'react';
import type { ProductPage } from '@goldshop/api/contract';
import { appLink, canShareToLine, shareTextToLine } from '../../lib/liff';
import { formatPrice } from '../../lib/format';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';

/**
 * Share a piece (docs/product.md "Member app: a product's page"): LINE's share target picker where LINE offers
 * it, else the phone's share sheet (Web Share API), else the link is copied.
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
        await shareTextToLine(`${text}\n${appLink(path)}`);
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
