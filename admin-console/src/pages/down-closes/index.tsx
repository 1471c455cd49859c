import { useCallback, useEffect, useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Descriptions, Divider, Flex, Space, Spin } from 'antd';
import type { AdminDownClose, AdminDownCloseDetail } from '@goldshop/api/contract';
import { CellLines } from '../../components/backoffice/CellLines';
import { ConfirmAction } from '../../components/backoffice/ConfirmAction';
import { DecisionDrawer } from '../../components/backoffice/DecisionDrawer';
import { PrivateImage } from '../../components/backoffice/PrivateImage';
import { ReasonAction } from '../../components/backoffice/ReasonAction';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../lib/date';
import { decisionValueEnum } from '../../lib/status';
import { tableData } from '../../lib/table-query';
import { WIDE_ONLY } from '../../lib/table-width';
import { useTableWidth } from '../../lib/use-table-width';
import { completeDownClose, getDownClose, listDownCloses, rejectDownClose } from './service';

function CloseActions({ c, onDone, size }: { c: AdminDownClose; onDone: () => void; size?: 'small' | 'middle' }) {
  if (c.status !== 'pending') return null;
  return (
    <Space wrap size={[8, 4]}>
      <ConfirmAction
        label="ปิดสัญญา"
        size={size}
        title={`ปิดสัญญาออมทองเลขที่ ${c.downId}?`}
        description="สถานะสัญญาจะเป็น 'ปิดสัญญา'"
        action={() => completeDownClose(c.id)}
        onDone={onDone}
      />
      <ReasonAction
        name={`down-close-reject-${c.id}`}
        label="ไม่อนุมัติ"
        size={size}
        title={`ไม่อนุมัติการปิดสัญญาเลขที่ ${c.downId}`}
        fieldLabel="เหตุผล (สัญญากลับเป็น 'อนุมัติ')"
        action={(note) => rejectDownClose(c.id, note)}
        onDone={onDone}
      />
    </Space>
  );
}

function CloseDrawer({ id, onClose, onChanged }: { id: number | null; onClose: () => void; onChanged: () => void }) {
  const [c, setC] = useState<AdminDownCloseDetail | null>(null);
  const load = useCallback(async () => {
    if (id === null) return;
    try {
      setC(await getDownClose(id));
    } catch {
      onClose();
    }
  }, [id, onClose]);
  useEffect(() => {
    setC(null);
    void load();
  }, [load]);
  return (
    <DecisionDrawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={`คำขอปิดสัญญา #${id ?? ''}`}
      decision={
        c?.status === 'pending' ? (
          <CloseActions
            c={c}
            size="middle"
            onDone={() => {
              onChanged();
              void load();
            }}
          />
        ) : undefined
      }
    >
      {!c ? (
        <Spin />
      ) : (
        <>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label="สัญญาออมทองเลขที่">{c.downId}</Descriptions.Item>
            <Descriptions.Item label="สมาชิก">{c.username ?? `#${c.userId}`}</Descriptions.Item>
            <Descriptions.Item label="สถานะสัญญา">
              <StatusTag status={c.downStatus} lifecycle="down" />
            </Descriptions.Item>
            <Descriptions.Item label="สถานะคำขอ">
              <StatusTag status={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label="ขอเมื่อ">{formatThaiDateTime(c.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="หมายเหตุ">{c.note || '—'}</Descriptions.Item>
          </Descriptions>
          <Divider orientation="left">บัตรประชาชน (คลิกเพื่อขยาย)</Divider>
          <Flex gap={24} wrap>
            <PrivateImage src={c.idCardImage} label="ด้านหน้า" width={300} />
            <PrivateImage src={c.idCardImageBack} label="ด้านหลัง" width={300} />
          </Flex>
        </>
      )}
    </DecisionDrawer>
  );
}

/** Savings type 2 close-contract requests: check the ID card, then complete ('ปิดสัญญา') or reject. */
export default function DownCloses() {
  const action = useRef<ActionType>();
  const reload = () => action.current?.reload();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  // The contract's number and state share a cell; the note is also in the drawer, with the ID card.
  const columns: ProColumns<AdminDownClose>[] = [
    { title: 'เลขที่', dataIndex: 'id', search: false, width: 64, responsive: WIDE_ONLY },
    {
      title: 'สถานะ',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: decisionValueEnum,
      initialValue: 'pending',
      width: 100,
      responsive: WIDE_ONLY,
      render: (_, c) => <StatusTag status={c.status} />,
    },
    {
      title: 'สัญญา',
      dataIndex: 'downId',
      search: false,
      width: 120,
      render: (_, c) => (
        <CellLines gap={2}>
          <span>เลขที่ {c.downId}</span>
          <StatusTag status={c.downStatus} lifecycle="down" />
        </CellLines>
      ),
    },
    { title: 'สมาชิก', dataIndex: 'username', search: false, width: 150, render: (_, c) => c.username ?? `#${c.userId}` },
    {
      title: 'ขอเมื่อ',
      dataIndex: 'createdAt',
      search: false,
      width: 140,
      responsive: WIDE_ONLY,
      render: (_, c) => formatThaiDateTime(c.createdAt),
    },
    {
      title: 'หมายเหตุ',
      dataIndex: 'note',
      search: false,
      ellipsis: true,
      width: 100,
      responsive: WIDE_ONLY,
      render: (_, c) => c.note || '—',
    },
    {
      title: 'จัดการ',
      valueType: 'option',
      fixed: 'right',
      width: 290,
      render: (_, c) => (
        <Space wrap size={[8, 4]}>
          <Button size="small" onClick={() => setOpenId(c.id)} aria-label={`ดูบัตรประชาชน คำขอ ${c.id}`}>
            ดูบัตรประชาชน
          </Button>
          <CloseActions c={c} onDone={reload} />
        </Space>
      ),
    },
  ];
  const width = useTableWidth(columns);
  return (
    <PageContainer title="คำขอปิดสัญญาออมทองประเภทที่ 2" subTitle="ตรวจบัตรประชาชนของสมาชิกก่อนปิดสัญญา">
      <ProTable<AdminDownClose>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={async (params) => tableData(await listDownCloses(params))}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (t) => `ทั้งหมด ${t} รายการ` }}
        search={{ labelWidth: 'auto', searchText: 'ค้นหา', resetText: 'ล้าง', collapseRender: false, defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        locale={{ emptyText: 'ไม่มีรายการ' }}
        headerTitle="คำขอปิดสัญญา"
        scroll={{ x: width }}
      />
      <CloseDrawer id={openId} onClose={close} onChanged={reload} />
    </PageContainer>
  );
}
