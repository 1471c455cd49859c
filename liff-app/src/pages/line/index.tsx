import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { accountCalls, type LineLoginBody } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { lineCredentials } from '../../lib/liff';
import { sessionStore, takeReturn } from '../../lib/return-to';
import { useSession } from '../../stores/session';
import { useIsDemo } from '../../stores/config';
import { LINE_LOGIN_FAILED } from '../../lib/thai-first';
import { Alert } from '../../ui/Alert';
import { LinkButton } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

/** /line (docs/product.md "Member app: LINE sign-in (/line)"): the LINE login callback. Reads the LIFF profile, posts it, stores the token, goes to / (or back where the member was). */
export default function LinePage() {
  const [, navigate] = useLocation();
  const signIn = useSession((s) => s.signIn);
  const demo = useIsDemo();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    (async () => {
      const creds = await lineCredentials();
      if (!creds) return; // LIFF is taking the user to LINE's login
      const body: LineLoginBody = creds.idToken ? { userId: creds.userId, idToken: creds.idToken } : { userId: creds.userId };
      const { token } = await api(accountCalls.lineLogin, { body });
      signIn(token);
      // The member page that sent the visitor to sign in (kept across LINE's login round trip), else home.
      const store = sessionStore();
      navigate((store && takeReturn(store)) ?? '/', { replace: true });
    })().catch((err) => {
      console.error('LINE login failed', err);
      setFailed(true);
    });
  }, [navigate, signIn]);

  return (
    <main className="page page--narrow line-page">
      {demo && (
        <p>
          <span className="demo-marker" data-testid="demo-marker">
            demo
          </span>{' '}
          <span className="muted">โหมดทดลอง (LINE จำลอง)</span>
        </p>
      )}
      {failed ? (
        <>
          <Alert kind="error">{LINE_LOGIN_FAILED}</Alert>
          <LinkButton href="/signin" variant="outline">
            กลับไปหน้าเข้าสู่ระบบ
          </LinkButton>
        </>
      ) : (
        <div className="line-page__ok" role="status">
          <Spinner label={null} />
          <h1>เข้าสู่ระบบสำเร็จ</h1>
        </div>
      )}
    </main>
  );
}
