import { useMemo, useState } from 'react';
import { shopCalls } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { ProductCard } from '../../components/ProductCard';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/Spinner';
import { PriceNote } from '../../components/PriceNote';
import { pricesAt } from '../../lib/price-note';
import { ALL, filterProducts, isShopOrder, pageSlice, SHOP_ORDERS, SHOP_PAGE_SIZE, sortProducts, type ShopOrder } from '../../lib/shop-filter';
import './shop.css';

/**
 * SPEC §2 /shop: search, category dropdown ('ทั้งหมด' + shop-cat), 8 cards a page, empty message; and
 * (issue 17) an order by today's price, the server's newest-first order staying the default.
 * Plain elements, no antd: a landing screen (README Decisions), and a phone's own picker for each select.
 */
export default function ShopPage() {
  const products = useApi(shopCalls.shopProducts);
  const categories = useApi(shopCalls.categories);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const [order, setOrder] = useState<ShopOrder>('newest');
  const [page, setPage] = useState(1);

  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.cat_name])), [categories.data]);
  const filtered = useMemo(() => sortProducts(filterProducts(products.data ?? [], search, category), order), [products.data, search, category, order]);
  const priced = (products.data ?? []).some((p) => p.price !== null);
  const visible = pageSlice(filtered, page);

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
            placeholder="พิมพ์รหัสสินค้า"
            autoComplete="off"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="shop__field">
          <label htmlFor="shop-category">ประเภทสินค้า</label>
          <select
            id="shop-category"
            className="input"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(1);
            }}
          >
            <option value={ALL}>ทั้งหมด</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.cat_name}
              </option>
            ))}
          </select>
        </div>
        {/* Only when there are prices to sort by: with no gold price known the control would do nothing. */}
        {priced && (
          <div className="shop__field">
            <label htmlFor="shop-order">เรียงตาม</label>
            <select
              id="shop-order"
              className="input"
              value={order}
              onChange={(e) => {
                if (isShopOrder(e.target.value)) setOrder(e.target.value);
                setPage(1);
              }}
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
        <p className="shop__empty" role="status">ไม่มีรายการสินค้า</p>
      ) : (
        <>
          {/* The cards' codes are h3, as in the home carousels; this keeps the heading levels in order. */}
          <h2 className="visually-hidden">รายการสินค้า</h2>
          <p className="muted shop__count" aria-live="polite">พบ {filtered.length} รายการ</p>
          <PriceNote priceAt={pricesAt(products.data)} />
          <div className="shop__grid">
            {visible.map((p, i) => (
              <ProductCard key={p.id} product={p} context="shop" categoryName={names.get(p.cat_id)} eager={i < 2} />
            ))}
          </div>
          <Pager
            className="shop__pagination"
            current={page}
            pageSize={SHOP_PAGE_SIZE}
            total={filtered.length}
            onChange={(p) => {
              setPage(p);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </main>
  );
}
