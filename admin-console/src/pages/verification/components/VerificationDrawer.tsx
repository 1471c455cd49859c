import { Alert, Descriptions, Flex, Space, Spin, Tag, Typography } from 'antd';
import type { AdminVerificationDetail } from '@goldshop/api/contract';
import { ApproveOrReject } from '../../../components/backoffice/ApproveOrReject';
import { DecisionDrawer } from '../../../components/backoffice/DecisionDrawer';
import { PrivateImage } from '../../../components/backoffice/PrivateImage';
import { StatusTag } from '../../../components/backoffice/StatusTag';
import { formatThaiDateTime } from '../../../lib/date';
import { memberLabel } from '../../../lib/member';
import { telHref } from '../../../lib/phone';
import { VERIFICATION_STATUS_TEXT, verificationColor } from '../../../lib/status';
import { useOpenRecord } from '../../../lib/use-open-record';
import type { QueueDrawerProps } from '../../../lib/use-queue';
import { approveVerification, getVerification, rejectVerification } from '../service';
import { MemberStatusActions } from './MemberStatusActions';

/** An existing-customer claim: the phone the shop already has, to call the customer before approving. */
function CallFirst({ d }: { d: AdminVerificationDetail }) {
  if (d.status !== 'pending' || !d.customer) return null;
  return (
    <Typography.Text data-testid="call-first">
      ลูกค้าเดิมของร้าน: โทรยืนยันกับลูกค้าที่เบอร์ในระบบ <a href={telHref(d.customer.tel)}>{d.customer.tel}</a> ก่อนอนุมัติ
    </Typography.Text>
  );
}

function Decision({ d, onDone }: { d: AdminVerificationDetail; onDone: () => void }) {
  return (
    <Space wrap>
      {d.status === 'pending' && (
        <ApproveOrReject
          size="middle"
          onDone={onDone}
          approve={{
            title: 'อนุมัติการยืนยันตัวตน?',
            description: d.customer
              ? `ระบบจะผูกสมาชิกกับข้อมูลลูกค้าเดิม (${d.customer.name}) โทรยืนยันที่ ${d.customer.tel} แล้วหรือยัง`
              : 'ระบบจะสร้างข้อมูลลูกค้าใหม่จากข้อมูลนี้',
            action: () => approveVerification(d.id),
          }}
          reject={{
            name: `verify-reject-${d.id}`,
            title: 'ไม่อนุมัติการยืนยันตัวตน',
            fieldLabel: 'เหตุผล (สมาชิกจะเห็นในหน้ายืนยันตัวตน)',
            action: (reason) => rejectVerification(d.id, reason),
          }}
        />
      )}
      <MemberStatusActions
        userId={d.userId}
        username={d.username}
        verificationStatus={d.userVerificationStatus}
        onDone={onDone}
        size="middle"
      />
    </Space>
  );
}

/**
 * One request: the two photos first, then what the member typed (and the customer record they claimed),
 * with the decision pinned beside them. Whoever decides sees the evidence; the server logs each view.
 */
export function VerificationDrawer(props: QueueDrawerProps<unknown>) {
  const { id, onClose } = props;
  const { record: d, decided } = useOpenRecord(props, getVerification, { closeOnFailure: true });
  return (
    <DecisionDrawer
      open={id !== null}
      onClose={onClose}
      title={`คำขอยืนยันตัวตน #${id ?? ''}`}
      decision={d && <Decision d={d} onDone={decided} />}
      beforeDeciding={d && <CallFirst d={d} />}
    >
      {!d ? (
        <Spin />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            <StatusTag status={d.status} />
            <Tag color={verificationColor(d.userVerificationStatus)}>
              สมาชิก: {VERIFICATION_STATUS_TEXT[d.userVerificationStatus] ?? d.userVerificationStatus}
            </Tag>
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
          {d.status === 'rejected' && d.reason && (
            <Alert type="warning" showIcon message={`เหตุผลที่ไม่อนุมัติ: ${d.reason}`} style={{ marginBottom: 12 }} />
          )}
          <Flex gap={16} wrap style={{ marginBottom: 16 }} data-testid="verification-evidence">
            <PrivateImage src={d.idCardImg} label="รูปบัตรประชาชน" width={320} />
            <PrivateImage src={d.personalImg} label="รูปถ่ายคู่บัตร" width={320} />
            <Typography.Text type="secondary" style={{ fontSize: 12, width: '100%' }}>
              คลิกที่รูปเพื่อขยาย
            </Typography.Text>
          </Flex>
          <Descriptions bordered size="small" column={1} title="ข้อมูลที่สมาชิกส่ง">
            <Descriptions.Item label="ชื่อผู้ใช้">{memberLabel(d)}</Descriptions.Item>
            <Descriptions.Item label="เลขบัตรประชาชน">
              <span data-testid="verification-national-id">{d.nationalId}</span>
              {d.status === 'pending' && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  แสดงเต็มเพื่อเทียบกับรูปบัตรระหว่างรอพิจารณา (ระบบบันทึกการเปิดดู)
                </Typography.Text>
              )}
            </Descriptions.Item>
            {d.kind === 'new' && (
              <>
                <Descriptions.Item label="ชื่อ-นามสกุล">{d.fullName}</Descriptions.Item>
                <Descriptions.Item label="เบอร์โทร">{d.phoneNumber}</Descriptions.Item>
                <Descriptions.Item label="ที่อยู่">{d.address}</Descriptions.Item>
                <Descriptions.Item label="อีเมล">{d.email || '—'}</Descriptions.Item>
              </>
            )}
            <Descriptions.Item label="ส่งเมื่อ">{formatThaiDateTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="ความยินยอมให้ใช้ข้อมูลส่วนบุคคล">
              {d.consentAt ? (
                `ยินยอมในแอปเมื่อ ${formatThaiDateTime(d.consentAt)}`
              ) : (
                <Typography.Text type="warning">ไม่ได้ให้ความยินยอมในแอป: ขอความยินยอมจากสมาชิกก่อนอนุมัติ</Typography.Text>
              )}
            </Descriptions.Item>
            {d.decidedAt && (
              <Descriptions.Item label="พิจารณาเมื่อ">
                {formatThaiDateTime(d.decidedAt)} โดย {d.decidedBy ?? '—'}
              </Descriptions.Item>
            )}
          </Descriptions>
          {d.customer && (
            <Descriptions bordered size="small" column={1} title="ข้อมูลลูกค้าในระบบที่สมาชิกอ้างถึง" style={{ marginTop: 16 }}>
              <Descriptions.Item label="รหัสลูกค้า">{d.customer.id}</Descriptions.Item>
              <Descriptions.Item label="เลขบัตรประชาชน">{d.customer.card}</Descriptions.Item>
              <Descriptions.Item label="ชื่อ-นามสกุล">{d.customer.name}</Descriptions.Item>
              <Descriptions.Item label="เบอร์โทร">
                <a href={telHref(d.customer.tel)}>{d.customer.tel}</a>
              </Descriptions.Item>
              <Descriptions.Item label="ที่อยู่">{d.customer.address}</Descriptions.Item>
              <Descriptions.Item label="อีเมล">{d.customer.email || '—'}</Descriptions.Item>
            </Descriptions>
          )}
        </>
      )}
    </DecisionDrawer>
  );
}
