import { useEffect, useState } from 'react';
import type { Product } from '@goldshop/api/contract';
import { appLink, canShareToLine, shareTextToLine } from '../lib/liff';
import { formatWeight } from '../lib/format';
import { Button } from '../ui/Button';

/**
 * Shares a product card to LINE friends with the share target picker. Rendered only where LINE offers
 * the picker (inside LINE, or logged in through LIFF); elsewhere it is not there at all.
 */
export function ShareButton({ product }: { product: Product }) {
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void canShareToLine().then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, []);

  if (!available) return null;
  const share = async () => {
    setBusy(true);
    try {
      await shareTextToLine(`สินค้ารหัส ${product.code} น้ำหนัก ${formatWeight(product.weight)} ${product.unit}\nดูสินค้าได้ที่ ${appLink('/shop')}`);
    } catch (err) {
      console.error('share failed', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" block onClick={share} busy={busy} data-testid="share-product">
      แชร์ให้เพื่อนใน LINE
    </Button>
  );
}
