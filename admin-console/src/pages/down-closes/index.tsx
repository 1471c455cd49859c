import type { ProColumns } from '@ant-design/pro-components';
import { Descriptions, Divider, Flex, Spin } from 'antd';
import type { AdminDownClose } from '@goldshop/api/contract';
import { CellLines } from '../../components/backoffice/CellLines';
import { ApproveOrReject } from '../../components/backoffice/ApproveOrReject';
import { DecisionDrawer } from '../../components/backoffice/DecisionDrawer';
import { PrivateImage } from '../../components/backoffice/PrivateImage';
import { StatusTag } from '../../components/backoffice/StatusTag';
import { QueueTable } from '../../components/QueueTable';
import { idColumn, memberColumn, openColumn, sentColumn, statusColumn } from '../../components/queue-columns';
import { formatThaiDateTime } from '../../lib/date';
import { memberLabel } from '../../lib/member';
import { decisionValueEnum } from '../../lib/status';
import { WIDE_ONLY } from '../../lib/table-width';
import { useOpenRecord } from '../../lib/use-open-record';
import { useQueue, type QueueDrawerProps } from '../../lib/use-queue';
import { completeDownClose, getDownClose, listDownCloses, rejectDownClose } from './service';

function CloseActions({ c, onDone, size }: { c: AdminDownClose; onDone: () => void; size?: 'small' | 'middle' }) {
  if (c.status !== 'pending') return null;
  return (
    <ApproveOrReject
      size={size}
      onDone={onDone}
      approve={{
        label: 'ปิดสัญญา',
        title: `ปิดสัญญาออมทองเลขที่ ${c.downId}?`,
        description: "สถานะสัญญาจะเป็น 'ปิดสัญญา'",
        action: () => completeDownClose(c.id),
      }}
      reject={{
        name: `down-close-reject-${c.id}`,
        title: `ไม่อนุมัติการปิดสัญญาเลขที่ ${c.downId}`,
        fieldLabel: "เหตุผล (สัญญากลับเป็น 'อนุมัติ')",
        action: (note) => rejectDownClose(c.id, note),
      }}
    />
  );
}

function CloseDrawer(props: QueueDrawerProps<unknown>) {
  const { id, onClose } = props;
  const { record: c, decided } = useOpenRecord(props, getDownClose, { closeOnFailure: true });
  return (
    <DecisionDrawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={`คำขอปิดสัญญา #${id ?? ''}`}
      decision={c?.status === 'pending' ? <CloseActions c={c} size="middle" onDone={decided} /> : undefined}
    >
      {!c ? (
        <Spin />
      ) : (
        <>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label="สัญญาออมทองเลขที่">{c.downId}</Descriptions.Item>
            <Descriptions.Item label="สมาชิก">{memberLabel(c)}</Descriptions.Item>
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
  const q = useQueue<AdminDownClose>();
  // The contract's number and state share a cell; the note is also in the drawer, with the ID card.
  const columns: ProColumns<AdminDownClose>[] = [
    idColumn(),
    statusColumn(decisionValueEnum, (c) => c.status),
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
    memberColumn(undefined, { width: 150 }),
    sentColumn('ขอเมื่อ', { width: 140 }),
    {
      title: 'หมายเหตุ',
      dataIndex: 'note',
      search: false,
      ellipsis: true,
      width: 100,
      responsive: WIDE_ONLY,
      render: (_, c) => c.note || '—',
    },
    openColumn(
      290,
      q.open,
      (c) => ({ label: 'ดูบัตรประชาชน', name: `ดูบัตรประชาชน คำขอ ${c.id}` }),
      (c) => <CloseActions c={c} onDone={q.reload} />,
    ),
  ];
  return (
    <QueueTable
      queue={q}
      title="คำขอปิดสัญญาออมทองประเภทที่ 2"
      subTitle="ตรวจบัตรประชาชนของสมาชิกก่อนปิดสัญญา"
      headerTitle="คำขอปิดสัญญา"
      columns={columns}
      list={listDownCloses}
    >
      <CloseDrawer {...q.drawer} />
    </QueueTable>
  );
}
