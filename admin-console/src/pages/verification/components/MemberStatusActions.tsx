import { VERIFICATION } from '@goldshop/api/contract';
import { ConfirmAction } from '../../../components/backoffice/ConfirmAction';
import { reinstateMember, suspendMember } from '../service';

/** Suspend a member, or reinstate a suspended one; the server decides what they return to. */
export function MemberStatusActions({
  userId,
  username,
  verificationStatus,
  onDone,
  size,
}: {
  userId: number;
  username: string | null;
  verificationStatus: number;
  onDone: () => void;
  size?: 'small' | 'middle';
}) {
  const who = username ?? `สมาชิก #${userId}`;
  return verificationStatus === VERIFICATION.suspended ? (
    <ConfirmAction
      label="ยกเลิกการระงับ"
      type="default"
      size={size}
      title={`ยกเลิกการระงับ ${who}?`}
      description="สมาชิกจะกลับไปใช้งานได้ตามสถานะการยืนยันตัวตนเดิม"
      action={() => reinstateMember(userId)}
      onDone={onDone}
    />
  ) : (
    <ConfirmAction
      label="ระงับการใช้งาน"
      type="default"
      danger
      size={size}
      title={`ระงับการใช้งาน ${who}?`}
      description="สมาชิกจะใช้บริการออมทองและขายฝากไม่ได้จนกว่าจะยกเลิกการระงับ"
      action={() => suspendMember(userId)}
      onDone={onDone}
    />
  );
}
