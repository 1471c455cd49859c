import { useEffect, useState, type ReactNode } from 'react';
import { VERIFICATION } from '@goldshop/api/contract';
import { Alert } from '../../ui/Alert';
import { LinkButton } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useSession, useVerificationStatus } from '../../stores/session';

const NOTES: Record<number, string> = {
  [VERIFICATION.unverified]: 'บริการนี้สำหรับสมาชิกที่ยืนยันตัวตนแล้ว กรุณายืนยันตัวตนก่อนใช้งาน',
  [VERIFICATION.waiting]: 'คำขอยืนยันตัวตนของคุณรอเจ้าหน้าที่อนุมัติ เมื่ออนุมัติแล้วจึงใช้บริการนี้ได้',
  [VERIFICATION.suspended]: 'บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่',
};

/** The verify-route answer the layout already asked for at boot, or a new ask when none is on its way. */
function verificationSettled(): Promise<void> {
  const s = useSession.getState();
  if (!s.verificationLoading) return s.loadVerification();
  return new Promise((resolve) => {
    const stop = useSession.subscribe((next) => {
      if (next.verificationLoading) return;
      stop();
      resolve();
    });
  });
}

/**
 * Money screens are for verified members (verificationStatus 2); the server refuses the others too.
 * Others see why, with a link to /verify. An unknown status (verify-route failed) lets the page try:
 * the server then answers for itself. While the status is on its way the page is already mounted, hidden,
 * so its own calls go out at the same time instead of after it (one round trip less on mobile data).
 */
export function MemberGate({ title, children }: { title: string; children: ReactNode }) {
  const status = useVerificationStatus();
  const [checked, setChecked] = useState(status !== undefined);
  useEffect(() => {
    if (status !== undefined) return;
    let live = true;
    void verificationSettled().finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
    // Once per mount: the session store keeps the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const deciding = status === undefined && !checked;
  if (status === VERIFICATION.verified || status === undefined) {
    return (
      <>
        {deciding && (
          // The title as the page will show it (not a second heading), and the spinner.
          <div className="page money-page" aria-busy="true">
            <div className="money-title money-title--placeholder" aria-hidden="true">
              {title}
            </div>
            <div className="page-loading">
              <Spinner />
            </div>
          </div>
        )}
        <div hidden={deciding}>{children}</div>
      </>
    );
  }
  return (
    <main className="page money-page">
      <h1 className="money-title">{title}</h1>
      <Alert kind={status === VERIFICATION.suspended ? 'error' : 'info'} className="money-gate">
        <p className="money-gate__text">{NOTES[status] ?? NOTES[VERIFICATION.unverified]}</p>
        {status !== VERIFICATION.suspended && <LinkButton href="/verify">ยืนยันตัวตน</LinkButton>}
      </Alert>
    </main>
  );
}
