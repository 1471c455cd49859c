import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Image, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { imageAtWidth, imageSrc, type Product } from '@goldshop/api/contract';
import { SavedSwitch } from '../../components/SavedSwitch';
import { adminCategoryLabel, categoryFilterOptions } from '../../lib/category';
import { formatBaht, formatWholeBaht } from '../../lib/money';
import { notifySuccess } from '../../services/feedback';
import { ProductForm } from './components/ProductForm';
import { queryProducts, type ProductQuery } from './filter';
import { deleteProduct, listProducts, setTopStatus } from './service';

/** Shop manager (docs/product.md "Console: home, shop and about editors"): products 10 a page, search by code, filter by category, featured switch. */
export default function ShopManager() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();

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
          onSaved={reload}
        />
      ),
    },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, p) => (
        <Space size="small" wrap>
          <ProductForm
            product={p}
            onSaved={reload}
            trigger={
              <Button size="small" icon={<EditOutlined />} aria-label={`แก้ไข ${p.code}`}>
                แก้ไข
              </Button>
            }
          />
          <Popconfirm
            title={`ลบสินค้า ${p.code}?`}
            description="ลบแล้วลูกค้าจะไม่เห็นสินค้านี้อีก"
            okText="ลบ"
            cancelText="ยกเลิก"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                await deleteProduct(p.id);
              } catch {
                return;
              }
              notifySuccess(`ลบสินค้า ${p.code} แล้ว`);
              reload();
            }}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`ลบ ${p.code}`}>
              ลบ
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title="จัดการสินค้า" subTitle="สินค้าที่ลูกค้าเห็นในหน้าร้านค้าและสินค้าแนะนำ">
      <ProTable<Product, ProductQuery>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => ({ ...queryProducts(await listProducts(), params), success: true })}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (total) => `ทั้งหมด ${total} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        scroll={{ x: 960 }}
        headerTitle="รายการสินค้า"
        toolBarRender={() => [
          <ProductForm
            key="add"
            onSaved={reload}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                เพิ่มสินค้า
              </Button>
            }
          />,
        ]}
      />
    </PageContainer>
  );
}
