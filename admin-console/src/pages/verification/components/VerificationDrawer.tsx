import { useCallback, useEffect, useState } from 'react';
import { Alert, Descriptions, Divider, Drawer, Flex, Space, Spin, Tag, Typography } from 'antd';
import type { AdminVerificationDetail } from '@goldshop/api/contract';
import { ConfirmAction } from '../../../components/backoffice/ConfirmAction';
import { PrivateImage } from '../../../components/backoffice/PrivateImage';
import { ReasonAction } from '../../../components/backoffice/ReasonAction';
import { StatusTag } from '../../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../../lib/date';
import { VERIFICATION_STATUS_TEXT, verificationColor } from '../../../lib/status';
import { approveVerification, getVerification, rejectVerification } from '../service';
import { MemberStatusActions } from './MemberStatusActions';

/** One request: what the member typed (and the customer record they claimed), both images, the decisions. */
export function VerificationDrawer({ id, onClose, onChanged }: { id: number | null; onClose: () => void; onChanged: () => void }) {
  const [detail, setDetail] = useState<AdminVerificationDetail | null>(null);
  const load = useCallback(async () => {
    if (id === null) return;
    try {
      setDetail(await getVerification(id));
    } catch {
      onClose();
    }
  }, [id, onClose]);
  useEffect(() => {
    setDetail(null);
    void load();
  }, [load]);

  const done = () => {
    onChanged();
    void load();
  };
  const d = detail;
  return (
    <Drawer open={id !== null} onClose={onClose} width="min(760px, 100vw)" title={`คำขอยืนยันตัวตน #${id ?? ''}`} destroyOnClose>
      {!d ? (
        <Spin />
      ) : (
        <>
          <Space style={{ marginBottom: 16 }} wrap>
            <StatusTag status={d.status} />
            <Tag color={verificationColor(d.userVerificationStatus)}>สมาชิก: {VERIFICATION_STATUS_TEXT[d.userVerificationStatus] ?? d.userVerificationStatus}</Tag>
            <Tag>{d.kind === 'existing' ? 'ลูกค้าเดิมของร้าน' : 'ลูกค้าใหม่'}</Tag>
          </Space>
          {d.status === 'pending' && d.sameIdPending > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={`มีสมาชิกอีก ${d.sameIdPending} คนส่งคำขอด้วยเลขบัตรประชาชนนี้และรอพิจารณาอยู่`}
              description="อนุมัติได้เพียงคนเดียว: ตรวจสอบว่าใครเป็นเจ้าของบัตรตัวจริง (โทรหาลูกค้าก่อนอนุมัติ) แล้วปฏิเสธคำขออื่น"
            />
          )}
          {d.status === 'rejected' && d.reason && <Alert type="warning" showIcon message={`เหตุผลที่ไม่อนุมัติ: ${d.reason}`} style={{ marginBottom: 16 }} />}
          <Descriptions bordered size="small" column={1} title="ข้อมูลที่สมาชิกส่ง">
            <Descriptions.Item label="ชื่อผู้ใช้">{d.username ?? `#${d.userId}`}</Descriptions.Item>
            <Descriptions.Item label="เลขบัตรประชาชน">{d.nationalId}</Descriptions.Item>
            {d.kind === 'new' && (
              <>
                <Descriptions.Item label="ชื่อ-นามสกุล">{d.fullName}</Descriptions.Item>
                <Descriptions.Item label="เบอร์โทร">{d.phoneNumber}</Descriptions.Item>
                <Descriptions.Item label="ที่อยู่">{d.address}</Descriptions.Item>
                <Descriptions.Item label="อีเมล">{d.email || '—'}</Descriptions.Item>
              </>
            )}
            <Descriptions.Item label="ส่งเมื่อ">{formatThaiDateTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="ความยินยอม (PDPA)">
              {d.consentAt ? (
                `ยินยอมในแอปเมื่อ ${formatThaiDateTime(d.consentAt)}`
              ) : (
                <Typography.Text type="warning">ไม่ได้ให้ความยินยอมในแอป: ขอความยินยอมจากสมาชิกก่อนอนุมัติ</Typography.Text>
              )}
            </Descriptions.Item>
            {d.decidedAt && <Descriptions.Item label="พิจารณาเมื่อ">{formatThaiDateTime(d.decidedAt)} โดย {d.decidedBy ?? '—'}</Descriptions.Item>}
          </Descriptions>
          {d.customer && (
            <Descriptions bordered size="small" column={1} title="ข้อมูลลูกค้าในระบบที่สมาชิกอ้างถึง" style={{ marginTop: 16 }}>
              <Descriptions.Item label="รหัสลูกค้า">{d.customer.id}</Descriptions.Item>
              <Descriptions.Item label="เลขบัตรประชาชน">{d.customer.card}</Descriptions.Item>
              <Descriptions.Item label="ชื่อ-นามสกุล">{d.customer.name}</Descriptions.Item>
              <Descriptions.Item label="เบอร์โทร">{d.customer.tel}</Descriptions.Item>
              <Descriptions.Item label="ที่อยู่">{d.customer.address}</Descriptions.Item>
              <Descriptions.Item label="อีเมล">{d.customer.email || '—'}</Descriptions.Item>
            </Descriptions>
          )}
          <Divider orientation="left">รูปภาพ (คลิกเพื่อขยาย)</Divider>
          <Flex gap={24} wrap>
            {d.idCardImg ? (
              <PrivateImage src={d.idCardImg} label="รูปบัตรประชาชน" width={300} />
            ) : (
              // The server gives the ID card image (and the whole ID number) to the owner only.
              <Flex vertical gap={4} align="flex-start" style={{ width: 300 }}>
                <Typography.Text type="secondary">รูปบัตรประชาชน</Typography.Text>
                <Typography.Text type="secondary" data-testid="id-card-owner-only">เฉพาะเจ้าของร้านที่ดูรูปบัตรประชาชนได้</Typography.Text>
              </Flex>
            )}
            <PrivateImage src={d.personalImg} label="รูปถ่ายคู่บัตร" width={300} />
          </Flex>
          <Divider />
          <Space wrap>
            {d.status === 'pending' && (
              <>
                <ConfirmAction
                  label="อนุมัติ"
                  size="middle"
                  title="อนุมัติการยืนยันตัวตน?"
                  description={d.kind === 'new' ? 'ระบบจะสร้างข้อมูลลูกค้าใหม่จากข้อมูลนี้' : 'ระบบจะผูกสมาชิกกับข้อมูลลูกค้าเดิม'}
                  action={() => approveVerification(d.id)}
                  onDone={done}
                />
                <ReasonAction
                  name={`verify-reject-${d.id}`}
                  label="ไม่อนุมัติ"
                  size="middle"
                  title="ไม่อนุมัติการยืนยันตัวตน"
                  fieldLabel="เหตุผล (สมาชิกจะเห็นในหน้ายืนยันตัวตน)"
                  action={(reason) => rejectVerification(d.id, reason)}
                  onDone={done}
                />
              </>
            )}
            <MemberStatusActions userId={d.userId} username={d.username} verificationStatus={d.userVerificationStatus} onDone={done} />
          </Space>
        </>
      )}
    </Drawer>
  );
}
