import { useState } from 'react';
import { branchCalls, goldAccountCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { serverReason } from '../../features/money/request';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { Field, Select } from '../../ui/Field';
import { toast } from '../../ui/Toast';

/** No gold account yet: the branch to keep it at (the home branch, else the first open one) and 'เปิดบัญชี'. */
export function OpenAccount({ onOpened }: { onOpened(): void }) {
  const [busy, setBusy] = useState(false);
  const branches = useApi(branchCalls.list).data ?? [];
  const home = useApi(branchCalls.home).data?.homeBranchId;
  const [picked, setPicked] = useState('');
  const offered = branches.find((b) => b.id === home) ?? branches[0];
  const branchId = picked || (offered ? String(offered.id) : '');

  const open = async () => {
    if (!branchId) return;
    setBusy(true);
    try {
      await api(goldAccountCalls.open, { body: { branch_id: Number(branchId) } });
      toast('success', 'เปิดบัญชีออมทองเป็นน้ำหนักแล้ว');
      onOpened();
    } catch (err) {
      toast('error', serverReason(err) ?? 'เปิดบัญชีไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box title="เปิดบัญชีออมทองเป็นน้ำหนัก" id="gold-open" className="money-form">
      <p>ทุกยอดฝากซื้อทองคำแท่ง 96.5% ที่ราคาขายออกของร้านขณะร้านได้รับสลิป เก็บเป็นกรัม (ทศนิยม 4 ตำแหน่ง)</p>
      {branches.length > 1 && (
        <Field id="gold-branch" label="สาขาที่ดูแลบัญชี" hint="เงินฝากชำระให้สาขานี้">
          {(control) => (
            <Select
              {...control}
              value={branchId}
              onChange={(e) => setPicked(e.target.value)}
              options={branches.map((b) => ({ value: String(b.id), label: `สาขา${b.name}` }))}
            />
          )}
        </Field>
      )}
      <div className="box__actions">
        <Button submit busy={busy} onClick={open} disabled={!branchId}>
          เปิดบัญชี
        </Button>
      </div>
    </Box>
  );
}
