import { useEffect, useState } from 'react';
import { PageContainer, ProCard, ProForm, ProFormDigit, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { AmlFlagged, AmlSettings } from '@goldshop/api/contract';
import { AmlTags } from '../../components/AmlTags';
import { formatThaiDateTime } from '../../lib/date';
import { notifySuccess } from '../../services/feedback';
import { getAmlSettings, listFlagged, setAmlSettings } from './service';

const KIND_TEXT: Record<AmlFlagged['kind'], string> = { saving: 'ออมทองประเภทที่ 1', down: 'ออมทองประเภทที่ 2 (ค่างวด)' };

const columns: ProColumns<AmlFlagged>[] = [
  { title: 'ทำรายการเมื่อ', dataIndex: 'createdAt', render: (_, r) => formatThaiDateTime(r.createdAt) },
  { title: 'สมาชิก', dataIndex: 'username', render: (_, r) => r.username ?? `#${r.userId}` },
  { title: 'ประเภท', dataIndex: 'kind', render: (_, r) => `${KIND_TEXT[r.kind]} เลขที่ ${r.id}` },
  {
    title: 'จำนวนเงิน (บาท)',
    dataIndex: 'amount',
    align: 'right',
    render: (_, r) => r.amount.toLocaleString('th-TH', { minimumFractionDigits: 2 }),
  },
  { title: 'เหตุที่ตรวจพบ', dataIndex: 'flags', render: (_, r) => <AmlTags flags={r.flags} /> },
];

const TITLE = 'ธุรกรรมที่ต้องตรวจสอบ';

/**
 * The owner's money-laundering page: the rules (a large movement, repeated ones just under it) and the movements
 * they flagged in the last 30 days. Staff see only the tags in their queues; a member sees nothing. Staff never
 * reach it: the route's access key keeps it out of their menu and the router's guard refuses its address.
 */
export default function AmlFlags() {
  const [settings, setSettings] = useState<AmlSettings>();
  useEffect(() => {
    getAmlSettings().then(setSettings, () => undefined);
  }, []);
  return (
    <PageContainer title={TITLE} subTitle="ตามกฎหมายป้องกันและปราบปรามการฟอกเงิน ห้ามแจ้งให้ลูกค้าทราบ">
      <ProCard title="เกณฑ์" bordered headerBordered data-testid="aml-settings">
        {settings && (
          <ProForm<AmlSettings>
            name="aml-settings"
            layout="vertical"
            initialValues={settings}
            submitter={{ searchConfig: { submitText: 'บันทึกเกณฑ์' }, resetButtonProps: false }}
            onFinish={async (values) => {
              try {
                await setAmlSettings(values);
              } catch {
                return false;
              }
              notifySuccess('บันทึกเกณฑ์แล้ว');
              return true;
            }}
          >
            <ProForm.Group>
              <ProFormDigit
                name="thresholdBaht"
                label="ยอดต่อรายการที่ต้องตรวจสอบ (บาท)"
                width="sm"
                min={1}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true }]}
              />
              <ProFormDigit
                name="nearPercent"
                label="ยอดใกล้เกณฑ์ ตั้งแต่ (% ของเกณฑ์)"
                width="sm"
                min={50}
                max={99}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true }]}
              />
              <ProFormDigit
                name="nearCount"
                label="จำนวนครั้งใกล้เกณฑ์"
                width="sm"
                min={2}
                max={50}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true }]}
              />
              <ProFormDigit
                name="windowDays"
                label="ภายใน (วัน)"
                width="sm"
                min={1}
                max={90}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true }]}
              />
            </ProForm.Group>
          </ProForm>
        )}
        <Typography.Paragraph type="secondary">รายการที่ตรงเกณฑ์จะมีป้ายในคิวของพนักงาน และแสดงในรายการด้านล่าง สมาชิกไม่เห็นป้ายนี้</Typography.Paragraph>
      </ProCard>
      <ProTable<AmlFlagged>
        style={{ marginTop: 16 }}
        headerTitle="รายการที่ตรวจพบใน 30 วันล่าสุด"
        rowKey={(r) => `${r.kind}:${r.id}`}
        columns={columns}
        search={false}
        request={async () => {
          const data = await listFlagged();
          return { data, success: true, total: data.length };
        }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
      />
    </PageContainer>
  );
}
