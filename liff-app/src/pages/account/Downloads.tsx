import { useState } from 'react';
import { meCalls, ApiError } from '@goldshop/api/contract';
import { downloadFile } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { LoadFailed } from '../../features/money/LoadFailed';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { thaiMonth } from './when';

/** A copy of everything the shop holds about the member, as one file (PDPA s.30-31). */
export function MyData() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(meCalls.exportData, {}, 'my-data.json');
      toast('success', 'ดาวน์โหลดข้อมูลของคุณแล้ว');
    } catch (err) {
      toast('error', err instanceof ApiError && err.message ? err.message : 'ดาวน์โหลดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box title="ข้อมูลของฉันทั้งหมด" id="account-data" testId="account-data">
      <p className="account__text">
        ดาวน์โหลดข้อมูลทั้งหมดที่ร้านเก็บเกี่ยวกับคุณเป็นไฟล์เดียว (JSON): ข้อมูลส่วนตัว คำขอยืนยันตัวตนและความยินยอม รายการออมทองทั้งสองประเภท สัญญาขายฝาก
        ข้อความที่ร้านส่งถึงคุณ และประวัติการเปิดดูข้อมูลบัตร ลิงก์รูปภาพในไฟล์ใช้ได้ 10 นาที
      </p>
      <Button variant="outline" block busy={busy} onClick={() => void download()}>
        ดาวน์โหลดข้อมูลของฉัน
      </Button>
    </Box>
  );
}

/**
 * The months in which the member's money moved, each a statement as a PDF or as CSV (a spreadsheet). A month
 * too large for a PDF is refused with the reason, which points at the CSV beside it.
 */
export function Statements() {
  const list = useApi(meCalls.statements);
  const [busy, setBusy] = useState<string>();
  const open = async (month: string, format: 'pdf' | 'csv') => {
    setBusy(`${month}.${format}`);
    try {
      if (format === 'pdf') await downloadFile(meCalls.statement, { params: { month } }, `statement-${month}.pdf`);
      else await downloadFile(meCalls.statementCsv, { params: { month } }, `statement-${month}.csv`);
    } catch (err) {
      toast('error', err instanceof ApiError && err.message ? err.message : 'ดาวน์โหลดใบแจ้งยอดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(undefined);
    }
  };
  const months = list.data?.months ?? [];
  return (
    <Box title="ใบแจ้งยอดรายเดือน" id="account-statements" testId="account-statements">
      {list.failed && !list.data ? (
        <LoadFailed onRetry={list.reload} />
      ) : months.length === 0 ? (
        <p className="muted">{list.data ? 'ยังไม่มีรายการเงินออมหรือการชำระในเดือนใด' : 'กำลังโหลด…'}</p>
      ) : (
        <ul className="account__list">
          {months.slice(0, 24).map((m) => (
            <li key={m} className="account__statement">
              <span>{thaiMonth(m)}</span>
              <span className="account__formats">
                <Button
                  variant="outline"
                  busy={busy === `${m}.pdf`}
                  onClick={() => void open(m, 'pdf')}
                  aria-label={`ดาวน์โหลดใบแจ้งยอด ${thaiMonth(m)} (PDF)`}
                >
                  PDF
                </Button>
                <Button
                  variant="outline"
                  busy={busy === `${m}.csv`}
                  onClick={() => void open(m, 'csv')}
                  aria-label={`ดาวน์โหลดใบแจ้งยอด ${thaiMonth(m)} (CSV สำหรับโปรแกรมตารางคำนวณ)`}
                >
                  CSV
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
