import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  CLOSE_BLOCKER_TEXT,
  meCalls,
  type AccountClosing,
  type CloseAccountBody,
  type CloseBlocker,
  ApiError,
} from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { lineCredentials } from '../../lib/liff';
import { THAI_MONTHS } from '@goldshop/api/contract';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/Alert';
import { Box } from '../../ui/Box';
import { Button, LinkButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/Toast';

/** '2031-11-27' → '27 พฤศจิกายน 2574'. */
const thaiDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${THAI_MONTHS[m - 1]} ${y + 543}`;
};

/** Today in Bangkok, five years on: the date the server will set (it answers the real one). */
function purgeDateShown(): string {
  const now = new Date(Date.now() + 7 * 3600_000);
  return thaiDay(
    `${now.getUTCFullYear() + 5}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(now.getUTCDate()).padStart(2, '0')}`,
  );
}

/** Where each blocker is settled (one button per screen, however many blockers it settles). */
const SAVING = { href: '/saving', text: 'ไปที่ออมทองประเภทที่ 1' };
const DOWN = { href: '/downing', text: 'ไปที่ออมทองประเภทที่ 2' };
const GOLD = { href: '/gold-account', text: 'ไปที่ออมทองเป็นน้ำหนัก' };
const SETTLE: Record<CloseBlocker, { href: string; text: string }> = {
  saving_balance: SAVING,
  saving_pending: SAVING,
  withdrawal_owed: SAVING,
  down_open: DOWN,
  down_pending: DOWN,
  pawn_open: { href: '/repurchase', text: 'ไปที่รายการขายฝาก' },
  gold_balance: GOLD,
  gold_pending: GOLD,
};

/**
 * Closing the account (docs/product.md "Member app: my account (/account)"): what blocks it is said first, from
 * the account's own answer, and no password is asked while anything does; else a confirmation that names what is
 * deleted and what is kept until when (only what this member has), the member's password (or LINE) again, and
 * the server checks once more (its Thai refusal shows here).
 */
export function CloseAccount({ hasPassword, hasLine, closing }: { hasPassword: boolean; hasLine: boolean; closing: AccountClosing }) {
  const [open, setOpen] = useState(false);
  const blocked = closing.blockers.length > 0;
  return (
    <Box title="ปิดบัญชี" id="account-close" testId="account-close">
      {blocked ? (
        <Alert kind="warning" testId="close-blocked">
          <strong>ยังปิดบัญชีไม่ได้</strong>
          <ul className="account__blockers">
            {closing.blockers.map((b) => (
              <li key={b}>{CLOSE_BLOCKER_TEXT[b]}</li>
            ))}
          </ul>
          <p>เมื่อจัดการรายการเหล่านี้เสร็จแล้ว จึงปิดบัญชีได้ หากมีข้อสงสัยกรุณาติดต่อร้าน</p>
          <div className="account__settle">
            {[...new Set(closing.blockers.map((b) => SETTLE[b]))].map((to) => (
              <LinkButton key={to.href} href={to.href} variant="outline">
                {to.text}
              </LinkButton>
            ))}
          </div>
        </Alert>
      ) : (
        <>
          <p className="account__text">ปิดบัญชีสมาชิกของคุณ ปิดได้เมื่อไม่มียอดเงินออม รายการที่รอตรวจสอบ หรือสัญญาที่ยังไม่สิ้นสุด</p>
          <Button variant="outline" block className="account__danger" onClick={() => setOpen(true)}>
            ปิดบัญชีของฉัน
          </Button>
        </>
      )}
      {open && !blocked && <CloseDialog hasPassword={hasPassword} hasLine={hasLine} keeps={closing.keeps} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function CloseDialog({
  hasPassword,
  hasLine,
  keeps,
  onClose,
}: {
  hasPassword: boolean;
  hasLine: boolean;
  keeps: AccountClosing['keeps'];
  onClose(): void;
}) {
  const signOut = useSession((s) => s.signOut);
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (body: CloseAccountBody) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api(meCalls.close, { body });
      toast('success', `${answer.message} ข้อมูลที่ยังเก็บไว้จะถูกลบในวันที่ ${thaiDay(answer.purgeAfter)}`, 10);
      signOut();
      navigate('/');
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : 'ปิดบัญชีไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    } finally {
      setBusy(false);
    }
  };
  const withPassword = () => (password ? void send({ confirm: true, password }) : setError('กรุณากรอกรหัสผ่าน'));
  const withLine = async () => {
    const line = await lineCredentials().catch(() => undefined);
    if (line) await send({ confirm: true, ...line });
  };

  return (
    <Dialog title="ปิดบัญชีของฉัน" onClose={onClose} testId="close-dialog">
      <div className="account__close">
        <p>
          <strong>เมื่อปิดบัญชีแล้ว จะย้อนกลับไม่ได้</strong>
        </p>
        <h3>ลบทันที</h3>
        <ul>
          <li>การเข้าสู่ระบบด้วยรหัสผ่านและด้วย LINE (ทุกอุปกรณ์จะออกจากระบบ)</li>
          <li>การเชื่อมต่อบัญชี LINE และความยินยอมที่ไม่บังคับ (ข่าวสารและโปรโมชัน)</li>
          <li>ข้อความที่ยังไม่ได้ส่งถึงคุณ</li>
        </ul>
        <h3>เก็บไว้ถึงวันที่ {purgeDateShown()} แล้วลบ</h3>
        <ul data-testid="close-keeps">
          {keeps.identity && <li>ข้อมูลยืนยันตัวตน รูปบัตรประชาชนและรูปถ่าย (กฎหมายป้องกันและปราบปรามการฟอกเงิน)</li>}
          {keeps.records && <li>รายการออมทอง สัญญาออมทองประเภทที่ 2 และสัญญาขายฝาก (กฎหมายการบัญชี)</li>}
          <li>ชื่อผู้ใช้ (ไม่ให้ผู้อื่นใช้ซ้ำ) และข้อความที่ร้านเคยส่งถึงคุณ</li>
        </ul>
        {keeps.identity || keeps.records ? (
          <p className="muted">
            ระหว่างนี้ข้อมูลถูกจำกัดการเข้าถึง เจ้าหน้าที่เปิดดูไม่ได้ เว้นแต่เจ้าของร้าน เมื่อครบกำหนด รูปภาพและข้อมูลส่วนตัวจะถูกลบ เหลือเพียงยอดเงินในบัญชีของร้าน
          </p>
        ) : (
          <p className="muted">คุณยังไม่เคยส่งข้อมูลยืนยันตัวตนหรือทำรายการเงินกับร้าน จึงไม่มีรูปบัตรหรือรายการที่ร้านต้องเก็บตามกฎหมาย</p>
        )}
        {error && (
          <Alert kind="error" testId="close-error" takeFocus>
            {error}
          </Alert>
        )}
        {hasPassword ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              withPassword();
            }}
          >
            <Field id="close-password" label="ยืนยันด้วยรหัสผ่านของคุณ">
              {(control) => (
                <PasswordField
                  {...control}
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  autoComplete="current-password"
                  maxLength={128}
                />
              )}
            </Field>
            <Button type="submit" block large busy={busy} className="account__danger-solid">
              ปิดบัญชีถาวร
            </Button>
          </form>
        ) : hasLine ? (
          <Button variant="line" block large busy={busy} onClick={() => void withLine()}>
            ยืนยันด้วย LINE และปิดบัญชีถาวร
          </Button>
        ) : null}
        <Button variant="ghost" block onClick={onClose}>
          ยกเลิก
        </Button>
      </div>
    </Dialog>
  );
}
