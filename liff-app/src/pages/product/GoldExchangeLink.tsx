import { contentCalls, type ProductPage } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { LinkButton } from '../../ui/Button';

/**
 * 'แลกด้วยทองในบัญชี' on a piece's page (docs/decisions.md "Gold account: an ornament for grams"): while the shop
 * offers the gold account and a branch holds the piece, the exchange opens with this piece looked up
 * (/gold-account?ornament=CODE; a visitor signs in on the way). Whether the account is offered comes with the page
 * (docs/decisions.md "A first view's answers come with the page"), so the first view asks nothing more for it.
 */
export function GoldExchangeLink({ product }: { product: ProductPage }) {
  const offered = useApi(contentCalls.goldVisible);
  const held = product.branches.some((b) => b.stock !== null && b.stock > 0);
  if (offered.data !== 1 || !held || product.price === null) return null;
  return (
    <LinkButton variant="outline" block href={`/gold-account?ornament=${encodeURIComponent(product.code)}`} data-testid="gold-exchange">
      แลกด้วยทองในบัญชี
    </LinkButton>
  );
}
