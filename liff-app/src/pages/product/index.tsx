import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, imageSrcSet, shopCalls, type ProductPage } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { formatAmount, formatPrice, formatWeight } from '../../lib/format';
import { PageSpinner } from '../../ui/Spinner';
import { Button, LinkButton } from '../../ui/Button';
import { LineIcon } from '../../components/icons';
import { PriceNote } from '../../components/PriceNote';
import { ReservePanel } from '../../features/reservations/ReservePanel';
import { AskForm } from './AskForm';
import { SharePiece } from './SharePiece';
import { GoldExchangeLink } from './GoldExchangeLink';
import './product.css';

/**
 * /shop/:code (docs/product.md "Member app: a product's page"): the photos swiped sideways, the facts, the price
 * split, the label, the branches and related pieces; ask the shop and share. Back is the browser's: the catalogue
 * keeps its filters in its address and its scroll position (lib/shop-scroll.ts).
 */
export default function ProductScreen() {
  const { code = '' } = useParams<{ code: string }>();
  const page = useApi(shopCalls.productPage, { params: { code } });
  useEffect(() => window.scrollTo(0, 0), [code]);
  if (page.loading && !page.data) return <PageSpinner />;
  if (!page.data) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <main className="page product">
        <h1 className="page-title">{missing ? 'ไม่พบสินค้ารหัสนี้' : 'โหลดข้อมูลสินค้าไม่สำเร็จ'}</h1>
        {!missing && <Button onClick={page.reload}>ลองใหม่</Button>}
        <p>
          <Link href="/shop">กลับไปที่สินค้าของร้าน</Link>
        </p>
      </main>
    );
  }
  return <Product p={page.data} />;
}

function Product({ p }: { p: ProductPage }) {
  const [asking, setAsking] = useState(false);
  const price = formatPrice(p.price);
  return (
    <main className="page product" data-testid="product-page">
      <Photos photos={p.images} />
      <section className="product__facts">
        <span className="product__cat">{p.categoryName}</span>
        <h1 className="product__name">{p.name}</h1>
        <p className="product__code">รหัสสินค้า {p.code}</p>
        <dl className="product__list">
          <dt>ความบริสุทธิ์</dt>
          <dd>ทองคำ {p.purity}%</dd>
          <dt>น้ำหนัก</dt>
          <dd>
            {p.weightText}
            {p.grams !== null && p.unit !== 'กรัม' && <> ({formatWeight(p.grams)} กรัม)</>}
          </dd>
        </dl>
        {price ? (
          <div className="product__price" data-testid="product-price">
            <p>
              ราคาวันนี้ <strong>{price}</strong>
            </p>
            <dl className="product__list product__split">
              <dt>ราคาเนื้อทอง</dt>
              <dd>฿{formatAmount(p.goldValue)}</dd>
              <dt>ค่ากำเหน็จ</dt>
              <dd>฿{formatAmount(p.workmanship)}</dd>
            </dl>
            <PriceNote priceAt={p.priceAt} />
          </div>
        ) : (
          p.pricePaused && <p className="product__price">ร้านพักราคาชั่วคราว</p>
        )}
        <div className="product__actions">
          <ReservePanel product={p} />
          <GoldExchangeLink product={p} />
          {p.askLineUrl ? (
            <LinkButton variant="line" block href={p.askLineUrl} external>
              <LineIcon width={20} height={20} /> สอบถามร้านทาง LINE
            </LinkButton>
          ) : (
            <Button variant="line" block onClick={() => setAsking(true)} data-testid="ask-shop">
              สอบถามร้านเกี่ยวกับสินค้านี้
            </Button>
          )}
          <SharePiece product={p} />
        </div>
      </section>

      <section className="product__section" aria-labelledby="label-title">
        <h2 id="label-title">ฉลากสินค้า</h2>
        <dl className="product__list">
          <dt>ประเภทสินค้า</dt>
          <dd>{p.label.kind}</dd>
          <dt>ผู้ผลิตหรือผู้นำเข้า</dt>
          <dd>{p.label.maker || 'สอบถามร้าน'}</dd>
          <dt>ความบริสุทธิ์</dt>
          <dd>{p.label.purity}%</dd>
          <dt>น้ำหนัก (กรัม)</dt>
          <dd>{p.label.grams === null ? '-' : formatWeight(p.label.grams)}</dd>
        </dl>
      </section>

      <section className="product__section" aria-labelledby="branches-title">
        <h2 id="branches-title">สาขาที่มีสินค้า</h2>
        <ul className="product__branches">
          {p.branches.map((b) => (
            <li key={b.id}>
              <span>สาขา{b.name}</span>
              <span className={b.stock ? 'product__stock' : 'muted'}>
                {b.stock === null ? 'สอบถามร้าน' : b.stock > 0 ? `มี ${b.stock} ชิ้น` : 'หมดชั่วคราว'}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {p.related.length > 0 && (
        <section className="product__section" aria-labelledby="related-title">
          <h2 id="related-title">สินค้าใกล้เคียง</h2>
          <ul className="product__related">
            {p.related.map((r) => (
              <li key={r.id}>
                <Link href={`/shop/${encodeURIComponent(r.code)}`}>
                  {r.img && <img src={`${r.img}?w=320`} alt="" loading="lazy" width={140} height={140} />}
                  <span>{r.name}</span>
                  <span className="muted">
                    {formatWeight(r.weight)} {r.unit}
                    {r.price !== null && ` · ${formatPrice(r.price)}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {asking && <AskForm code={p.code} onClose={() => setAsking(false)} />}
    </main>
  );
}

/**
 * The photos side by side in a strip that snaps to each (CSS scroll-snap: the browser's own swipe and momentum,
 * and its pinch zoom left alone); dots say which one shows; a tap opens the photo full screen.
 */
function Photos({ photos }: { photos: ProductPage['images'] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [full, setFull] = useState<number | null>(null);
  const onScroll = () => {
    const el = strip.current;
    if (el?.clientWidth) setShown(Math.round(el.scrollLeft / el.clientWidth));
  };
  if (photos.length === 0) return null;
  return (
    <section className="product__photos" aria-label="รูปสินค้า" aria-roledescription="carousel">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must take the keyboard's arrows (axe's scrollable-region-focusable) */}
      <div className="product__strip" ref={strip} onScroll={onScroll} data-testid="product-photos" tabIndex={0}>
        {photos.map((ph, i) => (
          <figure key={ph.src} className="product__photo" aria-label={`รูปที่ ${i + 1} จาก ${photos.length}`}>
            <button type="button" className="product__zoom" onClick={() => setFull(i)} aria-label={`ดูรูปเต็มจอ: ${ph.alt}`}>
              <img
                src={ph.src}
                srcSet={imageSrcSet(ph.src)}
                sizes="100vw"
                alt={ph.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                width={480}
                height={480}
              />
            </button>
          </figure>
        ))}
      </div>
      {photos.length > 1 && (
        <p className="product__dots" data-testid="photo-index">
          รูปที่ {shown + 1} / {photos.length}
        </p>
      )}
      {full !== null && (
        <dialog className="product__full" open aria-label={photos[full]!.alt} onClose={() => setFull(null)}>
          <img src={photos[full]!.src} alt={photos[full]!.alt} />
          <Button variant="outline" onClick={() => setFull(null)}>
            ปิด
          </Button>
        </dialog>
      )}
    </section>
  );
}
