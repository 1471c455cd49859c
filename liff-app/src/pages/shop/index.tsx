import { useMemo, useState } from 'react';
import { shopCalls } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { ProductCard } from '../../components/ProductCard';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/Spinner';
import { ALL, filterProducts, pageSlice, SHOP_PAGE_SIZE } from '../../lib/shop-filter';
import './shop.css';

/**
 * SPEC §2 /shop: search, category dropdown ('ทั้งหมด' + shop-cat), 8 cards a page, empty message.
 * Plain elements, no antd: a landing screen (README Decisions), and a phone's own picker for the category.
 */
export default function ShopPage() {
  const products = useApi(shopCalls.shopProducts);
  const categories = useApi(shopCalls.categories);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const [page, setPage] = useState(1);

  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.cat_name])), [categories.data]);
  const filtered = useMemo(() => filterProducts(products.data ?? [], search, category), [products.data, search, category]);
  const visible = pageSlice(filtered, page);

  return (
    <main className="page shop">
      <h1 className="page-title">สินค้าของร้าน</h1>
      <div className="shop__filters" role="search">
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
