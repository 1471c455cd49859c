import { useCallback, useEffect, useState } from 'react';
import { ProCard, ProDescriptions } from '@ant-design/pro-components';
import { Alert, Button, Popconfirm, Skeleton, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ApiError, PROMPTPAY_TYPE_TEXT, type ReceiverSettingsAnswer } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { clearReceiver, getReceiver } from '../service';
import { PromptpayForm } from './PromptpayForm';

type Receiver = NonNullable<ReceiverSettingsAnswer['receiver']>;

/**
 * The owner's PromptPay receiver: members paying a deposit or an instalment get a Thai QR for the exact
 * amount to this id. Unset, no QR is offered and members transfer to the bank account above. Staff read it;
 * changing it is the owner's (docs/access.md).
 */
export function PromptpayCard({ owner }: { owner: boolean }) {
  const [receiver, setReceiver] = useState<Receiver | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    getReceiver().then(
      (a) => setReceiver(a.receiver),
      (err: unknown) => setError(err instanceof ApiError ? err.message : 'โหลดข้อมูลไม่สำเร็จ'),
    );
  }, []);
  useEffect(load, [load]);

  const edit = owner && receiver !== undefined && (
    <Space>
      {receiver && (
        <Popconfirm
          title="ปิดรับชำระผ่านพร้อมเพย์?"
          description="สมาชิกจะไม่เห็น QR พร้อมเพย์ และโอนเข้าบัญชีธนาคารแทน"
          okText="ปิดรับ"
          cancelText="ยกเลิก"
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            const a = await clearReceiver().catch(() => null);
            if (!a) return;
            notifySuccess(a.message);
            setReceiver(null);
          }}
        >
          <Button danger>ปิดรับพร้อมเพย์</Button>
        </Popconfirm>
      )}
      <PromptpayForm
        current={receiver}
        onSaved={setReceiver}
        trigger={
          <Button type="primary" icon={<EditOutlined />}>
            {receiver ? 'แก้ไขพร้อมเพย์' : 'ตั้งค่าพร้อมเพย์'}
          </Button>
        }
      />
    </Space>
  );

  return (
    <ProCard bordered headerBordered title="พร้อมเพย์ของร้าน (QR รับเงิน)" extra={edit} style={{ marginTop: 16 }}>
      {error ? (
        <Alert type="error" showIcon message={error} action={<Button onClick={load}>ลองใหม่</Button>} />
      ) : receiver === undefined ? (
        <Skeleton active />
      ) : receiver === null ? (
        <Alert type="info" showIcon data-testid="promptpay-unset" message="ยังไม่ได้ตั้งพร้อมเพย์: สมาชิกโอนเข้าบัญชีธนาคารด้านบน ไม่มี QR ให้สแกน" />
      ) : (
        <div data-testid="promptpay-receiver">
          <ProDescriptions column={1} labelStyle={{ width: 120 }} dataSource={receiver}>
            <ProDescriptions.Item label="ประเภท" render={() => PROMPTPAY_TYPE_TEXT[receiver.type]} />
            <ProDescriptions.Item label="หมายเลข" render={() => receiver.id} copyable />
            <ProDescriptions.Item label="ชื่อบัญชี" render={() => receiver.name} />
            <ProDescriptions.Item label="สมาชิกเห็น" render={() => `${receiver.name} · ${receiver.masked}`} />
          </ProDescriptions>
        </div>
      )}
    </ProCard>
  );
}
