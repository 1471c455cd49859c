import { useMemo, useState } from 'react';
import { Input, Pagination, Select, Spin } from 'antd';
import type { Category, Product } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { ProductCard } from '../../components/ProductCard';
import { ALL, filterProducts, pageSlice, SHOP_PAGE_SIZE } from '../../lib/shop-filter';
import './shop.css';

/** SPEC §2 /shop: search, category dropdown ('ทั้งหมด' + shop-cat), 8 cards a page, empty message. */
export default function ShopPage() {
  const products = useApi<Product[]>('/api/shop/shop-product');
  const categories = useApi<Category[]>('/api/shop/shop-cat');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | number>(ALL);
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
          <Input
            id="shop-search"
            allowClear
            placeholder="พิมพ์รหัสสินค้า"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="shop__field">
          <label htmlFor="shop-category">ประเภทสินค้า</label>
          <Select
            id="shop-category"
            value={category}
            onChange={(v) => {
              setCategory(v);
              setPage(1);
            }}
            options={[{ value: ALL, label: 'ทั้งหมด' }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.cat_name }))]}
          />
        </div>
      </div>

      {products.loading ? (
        <div className="page-loading"><Spin size="large" /></div>
      ) : visible.length === 0 ? (
        <p className="shop__empty" role="status">ไม่มีรายการสินค้า</p>
      ) : (
        <>
          <p className="muted shop__count" aria-live="polite">พบ {filtered.length} รายการ</p>
          <div className="shop__grid">
            {visible.map((p, i) => (
              <ProductCard key={p.id} product={p} context="shop" categoryName={names.get(p.cat_id)} eager={i < 2} />
            ))}
          </div>
          {filtered.length > SHOP_PAGE_SIZE && (
            <Pagination
              className="shop__pagination"
              current={page}
              pageSize={SHOP_PAGE_SIZE}
              total={filtered.length}
              showSizeChanger={false}
              onChange={(p) => {
                setPage(p);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
        </>
      )}
    </main>
  );
}
