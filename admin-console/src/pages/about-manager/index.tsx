import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Image, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { imageSrc, type AboutItem } from '@goldshop/api/contract';
import { AboutForm } from './components/AboutForm';
import { listAbout } from './service';

const thumb = (src: string | null, alt: string) =>
  src ? (
    <Image src={imageSrc(src)} alt={alt} width={96} height={72} style={{ objectFit: 'contain' }} />
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

/** About editor (docs/product.md "Console: home, shop and about editors"): each record with an edit modal. */
export default function AboutManager() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const columns: ProColumns<AboutItem>[] = [
    {
      title: 'หัวข้อและสโลแกน',
      dataIndex: 'header',
      width: 240,
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>{r.header}</Typography.Text>
          <Typography.Text type="secondary">{r.slogan}</Typography.Text>
        </Space>
      ),
    },
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
      title: 'รูปภาพ',
      dataIndex: 'img1',
      width: 220,
      render: (_, r) => (
        <Space wrap>
          {thumb(r.img1, `รูปที่ 1 ${r.header}`)}
          {thumb(r.img2, `รูปที่ 2 ${r.header}`)}
        </Space>
      ),
    },
    {
      title: 'จัดการ',
      valueType: 'option',
      width: 110,
      render: (_, r) => (
        <AboutForm
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
    <PageContainer title="จัดการหน้าเกี่ยวกับเรา" subTitle="หัวข้อ สโลแกน คำอธิบาย และรูปภาพในหน้าเกี่ยวกับเรา">
      <ProTable<AboutItem>
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={false}
        pagination={false}
        options={{ density: false, setting: false, reload: true }}
        request={async () => ({ data: await listAbout(), success: true })}
        scroll={{ x: 760 }}
        headerTitle="เนื้อหาหน้าเกี่ยวกับเรา"
      />
    </PageContainer>
  );
}
