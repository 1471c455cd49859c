import { useState } from 'react';
import { ApiError, branchCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { Box } from '../../ui/Box';
import { Field, Select } from '../../ui/Field';
import { toast } from '../../ui/Toast';

/**
 * สาขาประจำ (docs/product.md "Member app: branches (/branches)"): the branch the app offers first wherever one is
 * asked (a savings account, a pickup). Choosing moves no money: what is already kept stays where it is.
 */
export function HomeBranch() {
  const branches = useApi(branchCalls.list).data;
  const home = useApi(branchCalls.home);
  const [busy, setBusy] = useState(false);
  if (!branches || !home.data) return null;
  const current = home.data.homeBranchId;
  const change = async (value: string) => {
    setBusy(true);
    try {
      await api(branchCalls.setHome, { body: { homeBranchId: value ? Number(value) : null } });
      toast('success', value ? `บันทึกสาขาประจำเป็นสาขา${branches.find((b) => String(b.id) === value)?.name ?? ''}แล้ว` : 'ยกเลิกสาขาประจำแล้ว');
      home.reload();
    } catch (err) {
      toast('error', err instanceof ApiError && err.message ? err.message : 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  const chosen = branches.find((b) => b.id === current);
  return (
    <Box title="สาขาประจำ" id="account-home-branch" testId="account-home-branch">
      <Field id="home-branch" label="สาขาที่ใช้บริการประจำ" hint="แอปจะเสนอสาขานี้ก่อนเมื่อเปิดบัญชีหรือนัดรับสินค้า">
        {(control) => (
          <Select
            {...control}
            value={current === null ? '' : String(current)}
            disabled={busy}
            onChange={(e) => void change(e.target.value)}
            options={[{ value: '', label: 'ยังไม่ได้เลือก' }, ...branches.map((b) => ({ value: String(b.id), label: `สาขา${b.name}` }))]}
          />
        )}
      </Field>
      {chosen && (
        <p className="muted">
          {chosen.address}
          {chosen.phone && ` · โทร ${chosen.phone}`} · <a href="/branches">เวลาเปิดทำการ</a>
        </p>
      )}
    </Box>
  );
}
