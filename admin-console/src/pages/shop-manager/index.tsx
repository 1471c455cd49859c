import type { ProColumns } from '@ant-design/pro-components';
import { Image, Typography } from 'antd';
import { imageAtWidth, imageSrc, type Product } from '@goldshop/api/contract';
import { DeleteAction } from '../../components/backoffice/DeleteAction';
import { QUEUE_PAGINATION, QueueTable } from '../../components/QueueTable';
import { actionColumn, AddButton, EditButton, RowActions } from '../../components/queue-columns';
import { SavedSwitch } from '../../components/SavedSwitch';
import { adminCategoryLabel, categoryFilterOptions } from '../../lib/category';
import { formatBaht, formatWholeBaht } from '../../lib/money';
import { useQueue } from '../../lib/use-queue';
import { ProductForm } from './components/ProductForm';
import { ProductDetailsForm } from './components/ProductDetailsForm';
import { queryProducts, type ProductQuery } from './filter';
import { deleteProduct, listProducts, setTopStatus } from './service';

/** Shop manager (docs/product.md "Console: home, shop and about editors"): products 10 a page, search by code, filter by category, featured switch. */
export default function ShopManager() {
  const q = useQueue<Product>();

  const columns: ProColumns<Product>[] = [
    {
      title: 'รูป',
      dataIndex: 'img',
      search: false,
      width: 80,
      render: (_, p) =>
        // A 320 px copy in the 56 px cell (a page of 20 full photos would be megabytes); the preview opens the photo.
        p.img ? (
          <Image
            src={imageAtWidth(imageSrc(p.img), 320)}
            preview={{ src: imageSrc(p.img) }}
            alt={`รูปสินค้า ${p.code}`}
            width={56}
            height={56}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : (
          '—'
        ),
    },
    {
      title: 'รหัสสินค้า',
      dataIndex: 'code',
      fieldProps: { placeholder: 'ค้นหารหัสสินค้า' },
      render: (_, p) => <Typography.Text strong>{p.code}</Typography.Text>,
    },
    {
      title: 'หมวดหมู่',
      dataIndex: 'cat_id',
      valueType: 'select',
      fieldProps: { options: categoryFilterOptions, placeholder: 'ทุกหมวดหมู่' },
      render: (_, p) => adminCategoryLabel(p.cat_id),
    },
    { title: 'น้ำหนัก', dataIndex: 'weight', search: false, render: (_, p) => `${p.weight.toLocaleString('th-TH')} ${p.unit}` },
    {
      title: 'ค่ากำเหน็จ',
      dataIndex: 'makingCharge',
      search: false,
      align: 'right',
      render: (_, p) => formatBaht(p.makingCharge),
    },
    {
      // What the member app shows on the card: weight × today's ornament price + making charge, from the server.
      title: 'ราคาวันนี้',
      dataIndex: 'price',
      search: false,
      align: 'right',
      render: (_, p) =>
        p.price === null ? (
          <Typography.Text type="secondary" title="ยังไม่มีราคาทอง หรือหน่วยนี้คิดราคาจากน้ำหนักไม่ได้">
            ไม่มีราคา
          </Typography.Text>
        ) : (
          <Typography.Text strong data-testid={`price-${p.code}`}>
            {formatWholeBaht(p.price)}
          </Typography.Text>
        ),
    },
    {
      title: 'สินค้าแนะนำ',
      dataIndex: 'topStatus',
      search: false,
      width: 120,
      render: (_, p) => (
        <SavedSwitch
          label={`สินค้าแนะนำ ${p.code}`}
          checked={p.topStatus === 1}
          checkedChildren="แนะนำ"
          unCheckedChildren="ปกติ"
          save={(v) => setTopStatus(p.id, v)}
          onSaved={q.reload}
        />
      ),
    },
    actionColumn(260, (p) => (
      <RowActions>
        <ProductForm product={p} onSaved={q.reload} trigger={<EditButton what={p.code} />} />
        <ProductDetailsForm product={p} onSaved={q.reload} />
        <DeleteAction
          title={`ลบสินค้า ${p.code}?`}
          description="ลบแล้วลูกค้าจะไม่เห็นสินค้านี้อีก"
          what={p.code}
          action={() => deleteProduct(p.id)}
          successText={`ลบสินค้า ${p.code} แล้ว`}
          onDone={q.reload}
        />
      </RowActions>
    )),
  ];

  return (
    <QueueTable
      queue={q}
      title="จัดการสินค้า"
      subTitle="สินค้าที่ลูกค้าเห็นในหน้าร้านค้าและสินค้าแนะนำ"
      headerTitle="รายการสินค้า"
      columns={columns}
      list={async (params) => queryProducts(await listProducts(), params as ProductQuery)}
      pagination={{ ...QUEUE_PAGINATION, pageSize: 10 }}
      scroll={{ x: 1050 }}
      addForm={<ProductForm onSaved={q.reload} trigger={<AddButton label="เพิ่มสินค้า" />} />}
    />
  );
}
