import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { VERIFICATION, type ProductPage } from '@goldshop/api/contract';
import { rememberReturn, sessionStore } from '../../lib/return-to';
import { useToken, useVerificationStatus } from '../../stores/session';
import { Button, LinkButton } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

// The form and the slot picker load only for a verified member: the page's first view stays light.
const Reserve = lazy(() => import('./ReserveForm'));

/**
 * 'จองสินค้า' on a product's page (docs/product.md "Reserving a piece"): a verified member picks a branch that has
 * the piece in stock and a pickup slot there, after reading how long the shop holds it; then the reservation shows
 * here. Others are asked to sign in or to verify first.
 */
export function ReservePanel({ product }: { product: ProductPage }) {
  const token = useToken();
  const status = useVerificationStatus();
  const [location, navigate] = useLocation();
  const inStock = product.branches.filter((b) => b.stock !== null && b.stock > 0).map((b) => b.id);
  if (inStock.length === 0) return null;
  if (!token) {
    return (
      <Button
        variant="outline"
        block
        data-testid="reserve-signin"
        onClick={() => {
          const store = sessionStore();
          if (store) rememberReturn(store, location);
          navigate('/signin');
        }}
      >
        เข้าสู่ระบบเพื่อจองสินค้า
      </Button>
    );
  }
  if (status !== undefined && status !== VERIFICATION.verified) {
    return (
      <LinkButton variant="outline" block href="/verify" data-testid="reserve-verify">
        ยืนยันตัวตนเพื่อจองสินค้า
      </LinkButton>
    );
  }
  return (
    <Suspense fallback={<Spinner label="กำลังโหลด" />}>
      <Reserve code={product.code} branches={inStock} />
    </Suspense>
  );
}
