import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { shopCalls } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { ProductCard } from '../../components/ProductCard';
import { Pager } from '../../ui/Pager';
import { PageSpinner } from '../../ui/Spinner';
import { PriceNote } from '../../components/PriceNote';
import { pricesAt } from '../../lib/price-note';
import { categoryLabel } from '../../lib/categories';
import { ALL, filterProducts, isShopOrder, pageSlice, SHOP_ORDERS, SHOP_PAGE_SIZE, sortProducts } from '../../lib/shop-filter';
import {
  cleanSearch,
  inPriceRange,
  MAX_Q,
  readBaht,
  readShopQuery,
  settleCategory,
  settlePage,
  writeShopQuery,
  type ShopQuery,
} from '../../lib/shop-query';
import { useShopScroll } from '../../lib/shop-scroll';
import './shop.css';

/**
 * /shop (docs/product.md "Member app: shop (/shop)"): search, category dropdown ('ทั้งหมด' + shop-cat), 8 cards a page, empty message; and
 * an order by today's price, the server's newest-first order staying the default.
 * The search finds codes, category names and weights (lib/shop-filter.ts), and what is shown
 * lives in the address (lib/shop-query.ts), so back from another page or a reload shows the same list.
 * A phone's own picker for each select.
 */
export default function ShopPage() {
  const products = useApi(shopCalls.shopProducts);
  const categories = useApi(shopCalls.categories);
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readShopQuery(params), [params]);
  // The box keeps what is typed (spaces while a word is being started); the address keeps it trimmed.
  const [search, setSearch] = useState(fromUrl.q);
  // When the address changes under the box (back, forward), the box follows; its own typing is left alone.
  useEffect(() => setSearch((s) => (cleanSearch(s) === fromUrl.q ? s : fromUrl.q)), [fromUrl.q]);

  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.cat_name])), [categories.data]);
  // A failed categories call leaves only 'ทั้งหมด' in the select, so a category from the address cannot hold.
  const categoryIds = useMemo(
    () => categories.data?.map((c) => c.id) ?? (categories.loading ? undefined : []),
    [categories.data, categories.loading],
  );
  const withCategory = settleCategory(fromUrl, categoryIds);
  // Search by what the member sees: the server's name and, where it differs, the card's label (docs/product.md "Product categories").
  const searchNames = useMemo(() => {
    const ids = new Set([...names.keys(), ...(products.data ?? []).map((p) => p.cat_id)]);
    return new Map(
      [...ids].map((id) => [id, [...new Set([names.get(id), categoryLabel(id, 'shop', names.get(id))].filter((n) => n !== undefined))]]),
    );
  }, [names, products.data]);
  // Filtered by the address's search, which typing updates at once: after back or forward the box's text is
  // a render behind, and counting with it would settle the page against the wrong list.
  const filtered = useMemo(
    () =>
      sortProducts(
        inPriceRange(filterProducts(products.data ?? [], withCategory.q, withCategory.cat, searchNames), withCategory),
        withCategory.order,
      ),
    [products.data, withCategory.q, withCategory.cat, withCategory.order, withCategory.minPrice, withCategory.maxPrice, searchNames],
  );
  const shown = settlePage(withCategory, products.data ? filtered.length : undefined);
  const priced = (products.data ?? []).some((p) => p.price !== null);
  const visible = pageSlice(filtered, shown.page);

  /** Typing replaces the address (one history entry for a whole search); a choice adds an entry, so back undoes it. */
  const go = (next: Partial<ShopQuery>, replace = false) =>
    setParams((current) => writeShopQuery({ ...shown, ...next }, current), { replace });

  // Once both lists are in, the address is put in its one spelling in place: what is not there (cat=99,
  // page=40) or malformed (page=abc) goes, and so do defaults written out (page=1).
  const paramsText = params.toString();
  const canonical = products.loading || categories.loading ? null : writeShopQuery(shown, params).toString();
  useEffect(() => {
    if (canonical !== null && canonical !== paramsText) setParams(canonical, { replace: true });
    // The texts stand for the objects, which are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canonical, paramsText]);

  // Back from a product's page: the same place in the same list.
  useShopScroll(canonical ?? paramsText, canonical !== null && canonical === paramsText);

  return (
    <main className="page shop">
      <h1 className="page-title">สินค้าของร้าน</h1>
      <div className={`shop__filters${priced ? ' shop__filters--sortable' : ''}`} role="search">
        <div className="shop__field">
          <label htmlFor="shop-search">ค้นหารหัสสินค้า</label>
          <input
            id="shop-search"
            className="input"
            type="search"
            placeholder="พิมพ์รหัส ประเภท หรือน้ำหนัก"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_Q}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              if (cleanSearch(e.target.value) !== shown.q) go({ q: e.target.value, page: 1 }, true);
            }}
          />
        </div>
        <div className="shop__field">
          <label htmlFor="shop-category">ประเภทสินค้า</label>
          <select id="shop-category" className="input" value={shown.cat} onChange={(e) => go({ cat: e.target.value, page: 1 })}>
            <option value={ALL}>ทั้งหมด</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.cat_name}
              </option>
            ))}
          </select>
        </div>
        {priced && (
          <div className="shop__field shop__price-range">
            <span className="shop__range-label" id="shop-price-label">
              ช่วงราคา (บาท)
            </span>
            <div className="shop__range">
              <input
                id="shop-min-price"
                className="input"
                inputMode="numeric"
                aria-label="ราคาตั้งแต่"
                placeholder="ตั้งแต่"
                defaultValue={shown.minPrice ?? ''}
                key={`min-${shown.minPrice}`}
                onBlur={(e) => readBaht(e.target.value) !== shown.minPrice && go({ minPrice: readBaht(e.target.value), page: 1 })}
                onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
              />
              <span aria-hidden="true">–</span>
              <input
                id="shop-max-price"
                className="input"
                inputMode="numeric"
                aria-label="ราคาถึง"
                placeholder="ถึง"
                defaultValue={shown.maxPrice ?? ''}
                key={`max-${shown.maxPrice}`}
                onBlur={(e) => readBaht(e.target.value) !== shown.maxPrice && go({ maxPrice: readBaht(e.target.value), page: 1 })}
                onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
              />
            </div>
          </div>
        )}
        {/* Only when there are prices to sort by: with no gold price known the control would do nothing. */}
        {priced && (
          <div className="shop__field">
            <label htmlFor="shop-order">เรียงตาม</label>
            <select
              id="shop-order"
              className="input"
              value={shown.order}
              onChange={(e) => isShopOrder(e.target.value) && go({ order: e.target.value, page: 1 })}
            >
              {SHOP_ORDERS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {products.loading ? (
        <PageSpinner />
      ) : visible.length === 0 ? (
        <p className="shop__empty" role="status">
          ไม่มีรายการสินค้า
        </p>
      ) : (
        <>
          {/* The cards' codes are h3, as in the home carousels; this keeps the heading levels in order. */}
          <h2 className="visually-hidden">รายการสินค้า</h2>
          <p className="muted shop__count" aria-live="polite">
            พบ {filtered.length} รายการ
          </p>
          <PriceNote priceAt={pricesAt(products.data)} />
          <div className="shop__grid">
            {visible.map((p, i) => (
              <ProductCard key={p.id} product={p} context="shop" categoryName={names.get(p.cat_id)} eager={i < 2} />
            ))}
          </div>
          <Pager
            className="shop__pagination"
            current={shown.page}
            pageSize={SHOP_PAGE_SIZE}
            total={filtered.length}
            onChange={(p) => {
              go({ page: p });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </main>
  );
}
