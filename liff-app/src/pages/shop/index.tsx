import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { shopCalls, WEIGHT_SIZES } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { useDebounced } from '../../lib/use-debounced';
import { ProductCard } from '../../components/ProductCard';
import { Pager } from '../../ui/Pager';
import { PageSpinner } from '../../ui/Spinner';
import { PriceNote } from '../../components/PriceNote';
import { pricesAt } from '../../lib/price-note';
import {
  ALL,
  catalogueQuery,
  cleanSearch,
  MAX_Q,
  readBaht,
  readShopQuery,
  settleCategory,
  settlePage,
  SHOP_PAGE_SIZE,
  SHOP_SORTS,
  writeShopQuery,
  type ShopQuery,
} from '../../lib/shop-query';
import { useShopScroll } from '../../lib/shop-scroll';
import './shop.css';

/** Cards drawn in the first view's first task: the first two rows on a phone. */
const FIRST_CARDS = 4;

/** A pause in typing this long asks the server; each key does not (mobile data). */
const SEARCH_PAUSE_MS = 350;

/**
 * /shop (docs/product.md "Member app: shop (/shop)"): search, category, weight and price range, an order, the
 * count, 8 cards a page. What is shown lives in the address under the server's catalogue call's names
 * (lib/shop-query.ts), and the list is that call's answer (docs/decisions.md "The shop's list comes from the
 * server"), so back from another page, a reload or a shared link shows the same list. While a new answer is
 * on its way the last one stays on screen; an answer to a question no longer asked is dropped (lib/use-api.ts).
 * A phone's own picker for each select.
 */
export default function ShopPage() {
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
  // The address follows every key; the server hears the search after a pause.
  const q = useDebounced(withCategory.q, SEARCH_PAUSE_MS);
  const list = useApi(shopCalls.catalogue, { query: catalogueQuery({ ...withCategory, q }) });
  // The answer held is the one for what the address says (not an earlier one kept on screen meanwhile).
  const current = !list.loading && !list.failed && q === withCategory.q;
  const shown = settlePage(withCategory, current ? list.data?.total : undefined);

  // The price range and orders while there are prices to filter by (with no gold price known they would do
  // nothing). Shown until the first answer says otherwise, so the usual case (prices known) moves nothing on
  // the screen when the list comes; a range or order from the address stays, so it can be changed.
  // Remembered across answers rather than set in an effect after each: a state set there drew the whole grid a
  // second time, in the first view's longest task, for no change on the screen (docs/decisions.md "Cards link
  // without following the address").
  const pricedSeen = useRef<boolean | null>(
    fromUrl.minPrice !== null || fromUrl.maxPrice !== null || fromUrl.sort.includes('price') ? true : null,
  );
  const answered = list.data?.data;
  if (answered?.some((p) => p.price !== null)) pricedSeen.current = true;
  else if (answered?.length && pricedSeen.current === null) pricedSeen.current = false;
  const priced = pricedSeen.current;

  /** Typing replaces the address (one history entry for a whole search); a choice adds an entry, so back undoes it. */
  const go = (next: Partial<ShopQuery>, replace = false) => setParams((now) => writeShopQuery({ ...shown, ...next }, now), { replace });

  // Once the categories and the answer are in, the address is put in its one spelling in place: what is not
  // there (cat=99, page=40) or malformed (page=abc) goes, and so do defaults written out (page=1).
  const paramsText = params.toString();
  const canonical = categories.loading || !current ? null : writeShopQuery(shown, params).toString();
  useEffect(() => {
    if (canonical !== null && canonical !== paramsText) setParams(canonical, { replace: true });
    // The texts stand for the objects, which are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canonical, paramsText]);

  // Back from a product's page: the same place in the same list.
  // The first view draws the cards a phone shows first, then the rest in the next task: one long task on a slow
  // phone became two shorter ones, and the first row comes sooner (docs/decisions.md "Cards link without following
  // the address"). The place is put back once all are there, so the page is tall enough to go back to it.
  const [allCards, setAllCards] = useState(false);
  useEffect(() => {
    const next = setTimeout(() => setAllCards(true), 0);
    return () => clearTimeout(next);
  }, []);
  useShopScroll(canonical ?? paramsText, allCards && canonical !== null && canonical === paramsText);

  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  return (
    <main className="page shop">
      <h1 className="page-title">สินค้าของร้าน</h1>
      <div className="shop__filters" role="search">
        <div className="shop__field shop__search">
          <label htmlFor="shop-search">ค้นหารหัสสินค้า</label>
          <input
            id="shop-search"
            className="input"
            type="search"
            placeholder="พิมพ์รหัส ชื่อ ประเภท หรือน้ำหนัก"
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
        <div className="shop__field">
          <label htmlFor="shop-weight">น้ำหนัก</label>
          <select
            id="shop-weight"
            className="input"
            value={shown.weight}
            onChange={(e) => go({ weight: WEIGHT_SIZES.find((w) => w.value === e.target.value)?.value ?? ALL, page: 1 })}
          >
            <option value={ALL}>ทั้งหมด</option>
            {WEIGHT_SIZES.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </select>
        </div>
        {priced !== false && (
          <div className="shop__field shop__wide">
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
        <div className="shop__field shop__wide">
          <label htmlFor="shop-order">เรียงตาม</label>
          <select
            id="shop-order"
            className="input"
            value={shown.sort}
            onChange={(e) => go({ sort: SHOP_SORTS.find((s) => s.value === e.target.value)?.value ?? 'new', page: 1 })}
          >
            {SHOP_SORTS.filter((s) => priced !== false || !s.byPrice || s.value === shown.sort).map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.data === undefined ? (
        list.failed ? (
          <p className="shop__empty" role="status">
            ไม่มีรายการสินค้า
          </p>
        ) : (
          <PageSpinner />
        )
      ) : (
        <div className="shop__results" aria-busy={!current}>
          <p className="muted shop__count" aria-live="polite">
            พบ {total} รายการ
          </p>
          {items.length === 0 ? (
            <p className="shop__empty" role="status">
              ไม่มีรายการสินค้า
            </p>
          ) : (
            <>
              {/* The cards' codes are h3, as in the home carousels; this keeps the heading levels in order. */}
              <h2 className="visually-hidden">รายการสินค้า</h2>
              <PriceNote priceAt={pricesAt(items)} />
              <div className="shop__grid">
                {(allCards ? items : items.slice(0, FIRST_CARDS)).map((p, i) => (
                  <ProductCard key={p.id} product={p} context="shop" categoryName={names.get(p.cat_id)} eager={i < 2} />
                ))}
              </div>
              <Pager
                className="shop__pagination"
                current={shown.page}
                pageSize={SHOP_PAGE_SIZE}
                total={total}
                onChange={(p) => {
                  go({ page: p });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </>
          )}
        </div>
      )}
    </main>
  );
}
