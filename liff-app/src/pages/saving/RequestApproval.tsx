import { useState } from 'react';
import { App, Button, Card, Checkbox } from 'antd';
import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { TermsList } from '../../features/money/TermsList';
import { TERMS_ALERT } from '../../features/money/messages';
import { serverReason } from '../../features/money/request';

/** No type 1 account yet: the terms, the required checkbox and the approval request. */
export function RequestApproval({ onRequested, again }: { onRequested(): void; again?: boolean }) {
  const { message } = App.useApp();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);

  const request = async () => {
    if (!accepted) return void message.warning(TERMS_ALERT);
    setBusy(true);
    try {
      await api(savingCalls.requestApproval, { body: {} });
      void message.success({ content: 'ส่งคำขอเปิดบัญชีออมทองแล้ว กรุณารอเจ้าหน้าที่อนุมัติ', duration: 1.5 });
      onRequested();
    } catch (err) {
      void message.error(serverReason(err) ?? 'ส่งคำขอไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="เงื่อนไขการออมทองประเภทที่ 1" className="money-form">
      {again && <p>คำขอครั้งก่อนไม่ได้รับการอนุมัติ คุณสามารถยื่นคำขอใหม่ได้</p>}
      <TermsList type={1} />
      <Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)}>
        ข้าพเจ้าได้อ่านและยอมรับเงื่อนไขการออมทอง
      </Checkbox>
      <div style={{ marginTop: 12 }}>
        <Button type="primary" className="money-submit" loading={busy} onClick={request}>
          ขออนุมัติเปิดบัญชีออมทอง
        </Button>
      </div>
    </Card>
  );
}
