import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { NavButton } from './NavButton';
import { useSession, useVerificationStatus } from '../../stores/session';

const NOTES: Record<number, string> = {
  0: 'บริการนี้สำหรับสมาชิกที่ยืนยันตัวตนแล้ว กรุณายืนยันตัวตนก่อนใช้งาน',
  1: 'คำขอยืนยันตัวตนของคุณรอเจ้าหน้าที่อนุมัติ เมื่ออนุมัติแล้วจึงใช้บริการนี้ได้',
  99: 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
};

/**
 * Money screens are for verified members (verificationStatus 2); the server refuses the others too.
 * Others see why, with a link to /verify. An unknown status (verify-route failed) lets the page try:
 * the server then answers for itself.
 */
export function MemberGate({ title, children }: { title: string; children: ReactNode }) {
  const status = useVerificationStatus();
  const [checked, setChecked] = useState(status !== undefined);
  useEffect(() => {
    if (status !== undefined) return;
    let live = true;
    void useSession.getState().loadVerification().finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
    // Once per mount: the session store keeps the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (status === 2 || (status === undefined && checked)) return <>{children}</>;
  if (status === undefined) {
    return (
      <main className="page money-page">
        <h1 className="money-title">{title}</h1>
        <div className="page-loading"><Spin size="large" /></div>
      </main>
    );
  }
  return (
    <main className="page money-page">
      <h1 className="money-title">{title}</h1>
      <Alert
        type={status === 99 ? 'error' : 'info'}
        showIcon
        message={NOTES[status] ?? NOTES[0]}
        action={status === 99 ? undefined : <NavButton type="primary" href="/verify">ยืนยันตัวตน</NavButton>}
        className="money-gate"
      />
    </main>
  );
}
