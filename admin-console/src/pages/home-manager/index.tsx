import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Image, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { imageSrc, type HomeItem } from '@goldshop/api/contract';
import { HomeForm } from './components/HomeForm';
import { listHome } from './service';

/** Home editor (docs/product.md "Console: home, shop and about editors"): the hero records with an edit modal. */
export default function HomeManager() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const columns: ProColumns<HomeItem>[] = [
    {
      title: 'รูปหลัก',
      dataIndex: 'img',
      width: 180,
      render: (_, r) =>
        r.img ? (
          <Image src={imageSrc(r.img)} alt={`รูปหลัก ${r.header}`} width={150} style={{ maxHeight: 110, objectFit: 'contain' }} />
        ) : (
          '—'
        ),
    },
    { title: 'หัวข้อ', dataIndex: 'header', width: 220, render: (_, r) => <Typography.Text strong>{r.header}</Typography.Text> },
    {
      title: 'คำอธิบาย',
      dataIndex: 'description',
      render: (_, r) => (
        <Typography.Paragraph
          className="admin-pre-line"
          ellipsis={{ rows: 4, expandable: true, symbol: 'ดูเพิ่ม' }}
          style={{ marginBottom: 0 }}
        >
          {r.description}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 110,
      render: (_, r) => (
        <HomeForm
          item={r}
          onSaved={reload}
          trigger={
            <Button icon={<EditOutlined />} aria-label={`แก้ไข ${r.header}`}>
              แก้ไข
            </Button>
          }
        />
      ),
    },
  ];
  return (
    <PageContainer title="จัดการหน้าแรก" subTitle="รูป หัวข้อ และคำอธิบายส่วนบนสุดของหน้าแรก">
      <ProTable<HomeItem>
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={false}
        pagination={false}
        options={{ density: false, setting: false, reload: true }}
        request={async () => ({ data: await listHome(), success: true })}
        scroll={{ x: 720 }}
        headerTitle="เนื้อหาหน้าแรก"
      />
    </PageContainer>
  );
}
