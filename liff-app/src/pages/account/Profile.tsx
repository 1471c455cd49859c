import type { ReactNode } from 'react';
import type { AccountAnswer } from '@goldshop/api/contract';
import { LinkLineButton } from '../../features/line/LinkLineButton';
import { Badge } from '../../ui/Badge';
import { Box } from '../../ui/Box';
import { when } from './when';

/** What the shop holds about the member, as verified (the national ID masked), and their LINE link. */
export function Profile({ a, onLinked }: { a: AccountAnswer; onLinked(): void }) {
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
            <Badge tone="success" testId="account-line">
              เชื่อมต่อแล้ว{a.line.name ? ` (${a.line.name})` : ''}
            </Badge>
          ) : (
            <Badge tone="neutral" testId="account-line">
              ยังไม่เชื่อมต่อ
            </Badge>
          )}
        </Fact>
        <Fact label="สมัครสมาชิกเมื่อ">{when(a.createdAt)}</Fact>
      </dl>
      <p className="account__note muted">ข้อมูลตามที่ร้านตรวจสอบแล้ว หากต้องการแก้ไข กรุณาติดต่อเจ้าหน้าที่</p>
      <LineLink linked={a.line.linked} remindersInAppOnly={a.line.remindersInAppOnly} onLinked={onLinked} />
    </Box>
  );
}

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="account__fact">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * What arrives where, and the way to link LINE (accountCalls.linkLine, proven by a LIFF ID token): the shop's
 * decisions and reminders are pushed to LINE only once it is linked.
 */
function LineLink({ linked, remindersInAppOnly, onLinked }: { linked: boolean; remindersInAppOnly: boolean; onLinked(): void }) {
  // Past the owner's threshold this month, reminders reach the app's messages only (docs/decisions.md "The LINE message budget").
  if (linked && remindersInAppOnly)
    return (
      <p className="account__note" data-testid="reminders-in-app-only">
        ผลการพิจารณาคำขอและใบเสร็จ ร้านจะส่งถึงคุณทาง LINE เดือนนี้การแจ้งเตือนครบกำหนดจะส่งในข้อความของแอปเท่านั้น
      </p>
    );
  if (linked) return <p className="account__note">ผลการพิจารณาคำขอ การแจ้งเตือนครบกำหนด และใบเสร็จ ร้านจะส่งถึงคุณทาง LINE</p>;
  return (
    <div className="account__line">
      <p className="account__note">
        บัญชีของคุณยังไม่ได้เชื่อมต่อ LINE จึงยังไม่ได้รับข้อความแจ้งผลการพิจารณาและการแจ้งเตือนทาง LINE ดูผลได้ที่หน้ารายการในแอปนี้ เชื่อมต่อเพื่อรับข้อความทาง LINE
        และใช้ลิงก์ตั้งรหัสผ่านใหม่เมื่อลืมรหัสผ่าน
      </p>
      <LinkLineButton onLinked={onLinked} />
    </div>
  );
}
