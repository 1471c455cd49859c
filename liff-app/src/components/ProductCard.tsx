import { memo } from 'react';
import type { Product } from '@goldshop/api/contract';
import { imageSrc, imageSrcSet } from '@goldshop/api/contract';
import { categoryLabel, type CardContext } from '../lib/categories';
import { formatPrice, formatWeight } from '../lib/format';
import { useLineOaUrl } from '../stores/config';
import { BrandMark, LineIcon } from './icons';
import { ShareButton } from './ShareButton';
import { LinkButton, buttonClass } from '../ui/Button';
import { PageLink } from '../ui/PageLink';
import './product-card.css';

/**
 * Product card (docs/product.md "Member app: product cards and carousels"): 228 px image, code, category label (rules by context, docs/product.md "Product categories"), weight and unit, contact
 * link; and today's price when the server could compute one. Memoised: the list's page redraws for its
 * filters and for answers that do not change a card (the categories, the count), and a card's own props are the
 * answer's objects, the same until the next answer.
 */
export const ProductCard = memo(function ProductCard({
  product,
  context,
  categoryName,
  eager = false,
}: {
  product: Product;
  context: CardContext;
  categoryName?: string;
  eager?: boolean;
}) {
  const lineOaUrl = useLineOaUrl();
  const src = imageSrc(product.img);
  const price = formatPrice(product.price);
  const href = `/shop/${encodeURIComponent(product.code)}`;
  return (
    <article className="product-card" data-testid="product-card">
      {/* The picture opens the piece's page too; the code's link is the one a screen reader and the keyboard use. */}
      <PageLink href={href} className="product-card__img" tabIndex={-1} aria-hidden="true">
        {src ? (
          // The box is 228 px tall and a jewellery photo about as wide: the browser takes the copy that fills
          // that on its screen (640 px on most phones) rather than the stored photo of up to 1600 px.
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="228px"
            alt={`สินค้ารหัส ${product.code}`}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            height={228}
          />
        ) : (
          <BrandMark width={72} height={72} role="img" aria-label="ไม่มีรูปสินค้า" />
        )}
      </PageLink>
      <div className="product-card__body">
        <span className="product-card__cat">{categoryLabel(product.cat_id, context, categoryName)}</span>
        <h3 className="product-card__code">
          <PageLink href={href} className="product-card__link" data-testid="product-link">
            รหัสสินค้า {product.code}
          </PageLink>
        </h3>
        <div className="product-card__facts">
          <p className="product-card__weight">
            น้ำหนัก {formatWeight(product.weight)} {product.unit}
          </p>
          {price && (
            <p className="product-card__price" data-testid="product-price">
              ราคาวันนี้ <strong>{price}</strong>
            </p>
          )}
          {product.pricePaused && (
            <p className="product-card__price" data-testid="product-price-paused">
              ร้านพักราคาชั่วคราว
            </p>
          )}
        </div>
        <LinkButton variant="line" block href={lineOaUrl} external>
          <LineIcon width={20} height={20} /> ติดต่อร้าน
        </LinkButton>
        <ShareButton product={product} />
      </div>
    </article>
  );
});

/** A card's place while the list loads: the same boxes with the same line heights, no content. */
export function ProductCardPlaceholder() {
  return (
    <div className="product-card" aria-hidden="true">
      <div className="product-card__img">
        <div className="skeleton product-card__img-placeholder" />
      </div>
      <div className="product-card__body">
        <span className="product-card__cat skeleton-text">{'\u00a0'.repeat(12)}</span>
        <span className="product-card__code product-card__code--placeholder skeleton-text">{'\u00a0'}</span>
        {/* Weight and price lines as a priced card has them, so the carousel does not grow when it loads. */}
        <div className="product-card__facts">
          <span className="product-card__weight">
            <span className="skeleton-text" style={{ width: '60%' }}>
              {'\u00a0'}
            </span>
          </span>
          <span className="product-card__price">
            <strong className="skeleton-text">{'\u00a0'.repeat(16)}</strong>
          </span>
        </div>
        <span className={`${buttonClass({ block: true })} skeleton`}>{'\u00a0'}</span>
      </div>
    </div>
  );
}
