import { useState } from 'react';
import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { toast } from '../../components/toast';
import { TermsList } from '../../features/money/TermsList';
import { TERMS_ALERT } from '../../features/money/messages';
import { serverReason } from '../../features/money/request';

/** No type 1 account yet: the terms, the required checkbox and the approval request (plain elements). */
export function RequestApproval({ onRequested, again }: { onRequested(): void; again?: boolean }) {
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);

  const request = async () => {
    if (!accepted) return toast('warning', TERMS_ALERT);
    setBusy(true);
    try {
      await api(savingCalls.requestApproval, { body: {} });
      toast('success', 'ส่งคำขอเปิดบัญชีออมทองแล้ว กรุณารอเจ้าหน้าที่อนุมัติ');
      onRequested();
    } catch (err) {
      toast('error', serverReason(err) ?? 'ส่งคำขอไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="money-box money-form" aria-labelledby="saving-terms-title">
      <h2 id="saving-terms-title" className="money-box__title">เงื่อนไขการออมทองประเภทที่ 1</h2>
      <div className="money-box__body">
        {again && <p>คำขอครั้งก่อนไม่ได้รับการอนุมัติ คุณสามารถยื่นคำขอใหม่ได้</p>}
        <TermsList type={1} />
        <label className="checkbox">
          <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
          ข้าพเจ้าได้อ่านและยอมรับเงื่อนไขการออมทอง
        </label>
        <div className="money-box__actions">
          <button type="button" className="btn btn--primary money-submit" disabled={busy} aria-busy={busy} onClick={request}>
            {busy && <span className="spinner spinner--small" aria-hidden="true" />} ขออนุมัติเปิดบัญชีออมทอง
          </button>
        </div>
      </div>
    </section>
  );
}
