import { useState } from 'react';
import { savingCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { BranchChoice, useBranchChoice } from '../../features/money/BranchChoice';
import { TermsList } from '../../features/money/TermsList';
import { TERMS_ALERT } from '../../features/money/messages';
import { serverReason } from '../../features/money/request';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import { toast } from '../../ui/Toast';

/**
 * No type 1 account yet: the branch to keep it at (the first open branch unless the member picks another:
 * docs/decisions.md "Branches are rows"; deposits are paid to its receiver), the terms, the required checkbox
 * and the approval request.
 */
export function RequestApproval({ onRequested, again }: { onRequested(): void; again?: boolean }) {
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const choice = useBranchChoice();

  const request = async () => {
    if (!accepted) return toast('warning', TERMS_ALERT);
    setBusy(true);
    try {
      await api(savingCalls.requestApproval, { body: choice.branch ? { branch_id: choice.branch.id } : {} });
      toast('success', 'ส่งคำขอเปิดบัญชีออมทองแล้ว กรุณารอเจ้าหน้าที่อนุมัติ');
      onRequested();
    } catch (err) {
      toast('error', serverReason(err) ?? 'ส่งคำขอไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box title="เงื่อนไขการออมทองประเภทที่ 1" id="saving-terms" className="money-form">
      {again && <p>คำขอครั้งก่อนไม่ได้รับการอนุมัติ คุณสามารถยื่นคำขอใหม่ได้</p>}
      <BranchChoice label="สาขาที่ดูแลบัญชี" id="saving-branch" hint="เงินฝากชำระให้สาขานี้" choice={choice} />
      <TermsList type={1} />
      <Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} label="ข้าพเจ้าได้อ่านและยอมรับเงื่อนไขการออมทอง" />
      <div className="box__actions">
        <Button submit busy={busy} onClick={request}>
          ขออนุมัติเปิดบัญชีออมทอง
        </Button>
      </div>
    </Box>
  );
}
