import { useEffect, useState } from 'react';
import { authCalls, meCalls, type AccountAnswer, type AccountConsent } from '@goldshop/api/contract';
import { api, ApiError, downloadFile } from '../../lib/api';
import { lineCredentials } from '../../lib/liff';
import { THAI_MONTHS, thaiDateTime } from '../../lib/thai-date';
import { useApi } from '../../lib/use-api';
import { LoadFailed } from '../../features/money/LoadFailed';
import { Box } from '../../ui/Box';
import { Badge } from '../../ui/Badge';
import { Button, LinkButton } from '../../ui/Button';
import { Checkbox } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { CONSENT_TEXT, ID_VIEW_FOR, ID_VIEW_TEXT } from './words';
import { CloseAccount } from './CloseAccount';
import './account.css';

/** '2026-10' → 'ตุลาคม 2569'. */
const thaiMonth = (month: string) => `${THAI_MONTHS[Number(month.slice(5, 7)) - 1]} ${Number(month.slice(0, 4)) + 543}`;

const when = (iso: string | null) => {
  const t = thaiDateTime(iso);
  return t ? `${t.date} ${t.time.slice(0, 5)} น.` : '';
};

/**
 * บัญชีของฉัน: what the shop holds about the member (PDPA s.30), their consents (optional ones switchable
 * here, as easily as they were given), who at the shop viewed their ID, and the member's own actions.
 */
export default function AccountPage() {
  const account = useApi(meCalls.account);
  const a = account.data;
  return (
    <main className="page page--narrow account">
      <h1 className="page-title">บัญชีของฉัน</h1>
      {!a ? (
        account.failed ? <LoadFailed onRetry={account.reload} /> : <PageSpinner />
      ) : (
        <div className="account__boxes">
          <Profile a={a} onLinked={account.reload} />
          <Consents consents={a.consents} onChanged={account.reload} />
          <IdViews views={a.idViews} />
          <Statements />
          <MyData />
          <Box title="จัดการบัญชี" id="account-actions">
            <div className="account__actions">
              {a.hasPassword && <LinkButton href="/account/password" variant="outline" block>เปลี่ยนรหัสผ่าน</LinkButton>}
            </div>
          </Box>
          <CloseAccount hasPassword={a.hasPassword} hasLine={a.line.linked} />
        </div>
      )}
    </main>
  );
}

function Profile({ a, onLinked }: { a: AccountAnswer; onLinked(): void }) {
  const p = a.profile;
  return (
    <Box title="ข้อมูลของฉัน" id="account-profile" testId="account-profile">
      <dl className="account__facts">
        {a.username && <Fact label="ชื่อผู้ใช้">{a.username}</Fact>}
        {p ? (
          <>
            <Fact label="ชื่อ-นามสกุล">{p.name}</Fact>
            <Fact label="เลขบัตรประชาชน">{p.nationalId}</Fact>
            <Fact label="เบอร์โทรศัพท์">{p.phone || '-'}</Fact>
            <Fact label="ที่อยู่">{p.address || '-'}</Fact>
            {p.email && <Fact label="อีเมล">{p.email}</Fact>}
          </>
        ) : (
          <Fact label="ข้อมูลส่วนตัว">ยังไม่ได้ยืนยันตัวตน</Fact>
        )}
        <Fact label="LINE">
          {a.line.linked ? (
            <Badge tone="success" testId="account-line">เชื่อมต่อแล้ว{a.line.name ? ` (${a.line.name})` : ''}</Badge>
          ) : (
            <Badge tone="neutral" testId="account-line">ยังไม่เชื่อมต่อ</Badge>
          )}
        </Fact>
        <Fact label="สมัครสมาชิกเมื่อ">{when(a.createdAt)}</Fact>
      </dl>
      <p className="account__note muted">ข้อมูลตามที่ร้านตรวจสอบแล้ว หากต้องการแก้ไข กรุณาติดต่อเจ้าหน้าที่</p>
      <LineLink linked={a.line.linked} onLinked={onLinked} />
    </Box>
  );
}

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="account__fact">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

function Consents({ consents, onChanged }: { consents: AccountConsent[]; onChanged(): void }) {
  return (
    <Box title="ความยินยอม" id="account-consents" testId="account-consents">
      <ul className="account__list">
        {consents.map((c) => (
          <ConsentItem key={c.kind} consent={c} onChanged={onChanged} />
        ))}
      </ul>
    </Box>
  );
}

/** One consent; an optional one is a box the member ticks or clears, shown at once and put back if the shop refuses. */
function ConsentItem({ consent: c, onChanged }: { consent: AccountConsent; onChanged(): void }) {
  const [given, setGiven] = useState(c.given);
  const [busy, setBusy] = useState(false);
  useEffect(() => setGiven(c.given), [c.given, c.at]);
  const change = async (next: boolean) => {
    if (c.kind === 'verification') return;
    setGiven(next);
    setBusy(true);
    try {
      toast('success', (await api(meCalls.setConsent, { body: { kind: c.kind, given: next } })).message);
      onChanged();
    } catch (err) {
      setGiven(!next);
      toast('error', err instanceof ApiError && err.message ? err.message : 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="account__consent" data-testid={`consent-${c.kind}`}>
      {c.optional ? (
        <Checkbox label={<strong>{CONSENT_TEXT[c.kind].title}</strong>} checked={given} disabled={busy} onChange={(e) => void change(e.currentTarget.checked)} />
      ) : (
        <strong>{CONSENT_TEXT[c.kind].title}</strong>
      )}
      <p className="muted">{CONSENT_TEXT[c.kind].detail}</p>
      <p className="account__when">
        {c.given ? `ให้ความยินยอมเมื่อ ${when(c.at)}` : c.at ? `ถอนความยินยอมเมื่อ ${when(c.at)}` : 'ยังไม่ได้ให้ความยินยอม'}
      </p>
    </li>
  );
}

function IdViews({ views }: { views: AccountAnswer['idViews'] }) {
  return (
    <Box title="ประวัติการเปิดดูข้อมูลบัตรประชาชนของคุณ" id="account-views" testId="account-views">
      {views.length === 0 ? (
        <p className="muted">ยังไม่มีเจ้าหน้าที่เปิดดูรูปบัตรหรือเลขบัตรประชาชนของคุณ</p>
      ) : (
        <ul className="account__list">
          {views.map((v, i) => (
            <li key={i} className="account__view">
              <span>{ID_VIEW_TEXT[v.what]}</span>
              <span className="muted">
                {when(v.at)} · โดยเจ้าหน้าที่ {v.by}
                {v.entity && ID_VIEW_FOR[v.entity] ? ` · เพื่อ${ID_VIEW_FOR[v.entity]}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

/** A copy of everything the shop holds about the member, as one file (PDPA s.30-31). */
function MyData() {
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
        ดาวน์โหลดข้อมูลทั้งหมดที่ร้านเก็บเกี่ยวกับคุณเป็นไฟล์เดียว (JSON): ข้อมูลส่วนตัว คำขอยืนยันตัวตนและความยินยอม รายการออมทองทั้งสองประเภท
        สัญญาขายฝาก ข้อความที่ร้านส่งถึงคุณ และประวัติการเปิดดูข้อมูลบัตร ลิงก์รูปภาพในไฟล์ใช้ได้ 10 นาที
      </p>
      <Button variant="outline" block busy={busy} onClick={() => void download()}>ดาวน์โหลดข้อมูลของฉัน</Button>
    </Box>
  );
}

/** The months in which the member's money moved, each a statement as a PDF. */
function Statements() {
  const list = useApi(meCalls.statements);
  const [busy, setBusy] = useState<string>();
  const open = async (month: string) => {
    setBusy(month);
    try {
      await downloadFile(meCalls.statement, { params: { month } }, `statement-${month}.pdf`);
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
              <Button variant="outline" busy={busy === m} onClick={() => void open(m)} aria-label={`ดาวน์โหลดใบแจ้งยอด ${thaiMonth(m)} (PDF)`}>
                PDF
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

/**
 * What arrives where, and the way to link LINE (authCalls.linkLine, proven by a LIFF ID token): the shop's
 * decisions and reminders are pushed to LINE only once it is linked.
 */
function LineLink({ linked, onLinked }: { linked: boolean; onLinked(): void }) {
  const [busy, setBusy] = useState(false);
  if (linked) return <p className="account__note">ผลการพิจารณาคำขอ การแจ้งเตือนครบกำหนด และใบเสร็จ ร้านจะส่งถึงคุณทาง LINE</p>;
  const link = async () => {
    setBusy(true);
    try {
      const line = await lineCredentials();
      if (!line) return; // LINE's own login first; it comes back here
      toast('success', (await api(authCalls.linkLine, { body: line })).message);
      onLinked();
    } catch (err) {
      toast('error', err instanceof ApiError && err.message ? err.message : 'เชื่อมต่อ LINE ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account__line">
      <p className="account__note">บัญชีของคุณยังไม่ได้เชื่อมต่อ LINE จึงยังไม่ได้รับข้อความแจ้งผลการพิจารณาและการแจ้งเตือนทาง LINE ดูผลได้ที่หน้ารายการในแอปนี้ เชื่อมต่อเพื่อรับข้อความทาง LINE และใช้ลิงก์ตั้งรหัสผ่านใหม่เมื่อลืมรหัสผ่าน</p>
      <Button variant="line" block busy={busy} onClick={() => void link()}>เชื่อมต่อ LINE</Button>
    </div>
  );
}
