import { useState } from 'react';
import { isValidNationalId, VERIFICATION, verificationCalls, type QueryDataAnswer, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { digitsOnly } from '../../lib/input-rules';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/Alert';
import { Button, LinkButton } from '../../ui/Button';
import { Field, TextInput } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { useForm } from '../../ui/use-form';
import { ExistingCustomerForm } from './ExistingCustomerForm';
import { NewCustomerForm } from './NewCustomerForm';
import { APPROVAL_TIME, VerifyIntro } from './VerifyIntro';
import { ContactShop } from '../../components/ContactShop';
import './verify.css';

/**
 * What the member already has: only unverified (or unknown) may start a verification. `sent`: the member has
 * just sent their request, so the answer replaces the form in view and takes the focus.
 */
function StatusView({ status, sent }: { status: number; sent: boolean }) {
  if (status === VERIFICATION.waiting) {
    return (
      <Alert kind="warning" testId="verify-status" takeFocus={sent}>
        <strong>รอการอนุมัติ</strong>
        <p>เราได้รับข้อมูลยืนยันตัวตนของคุณแล้ว เจ้าหน้าที่กำลังตรวจสอบ {APPROVAL_TIME}</p>
      </Alert>
    );
  }
  if (status === VERIFICATION.verified) {
    return (
      <Alert kind="success" testId="verify-status">
        <strong>ยืนยันตัวตนแล้ว</strong>
        <p>คุณใช้บริการออมทองและดูรายการขายฝากได้แล้ว</p>
        <LinkButton href="/gold-bank">ไปที่บริการออมทอง</LinkButton>
      </Alert>
    );
  }
  return (
    <>
      <Alert kind="error" testId="verify-status">
        <strong>บัญชีของคุณถูกระงับการใช้งาน</strong>
        <p>กรุณาติดต่อเจ้าหน้าที่เพื่อสอบถามรายละเอียด</p>
      </Alert>
      <ContactShop />
    </>
  );
}

/** /verify (docs/product.md "Member app: verification (/verify)"): national ID lookup, then the in-use alert, the existing-customer or the new-customer form. */
export default function VerifyPage() {
  const status = useSession((s) => s.verificationStatus);
  const loading = useSession((s) => s.verificationLoading);
  const rejectReason = useSession((s) => s.rejectReason);
  const loadVerification = useSession((s) => s.loadVerification);
  const [idCard, setIdCard] = useState('');
  const [result, setResult] = useState<QueryDataAnswer>();
  const [lookupError, setLookupError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm({
    id: 'verify-lookup',
    initial: { idCard: '' },
    rules: ({ idCard: v }) => ({
      idCard: !v
        ? 'กรุณากรอกเลขบัตรประชาชน'
        : v.length !== 13
          ? 'เลขบัตรประชาชนต้องเป็นตัวเลข 13 หลัก'
          : isValidNationalId(v)
            ? undefined
            : 'เลขบัตรประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    }),
    filters: { idCard: { keep: (raw) => digitsOnly(raw, 13), dropped: 'เลขบัตรประชาชนเก็บเฉพาะตัวเลข 13 หลัก ขีดและช่องว่างถูกตัดออก' } },
  });

  const lookup = async ({ idCard: id }: { idCard: string }) => {
    setBusy(true);
    setLookupError(undefined);
    setResult(undefined);
    try {
      setResult(await api(verificationCalls.queryData, { body: { idCard: id } }));
      setIdCard(id);
    } catch (err) {
      console.error('query-data failed', err);
      if (err instanceof ApiError) setLookupError(err.message);
    } finally {
      setBusy(false);
    }
  };

  const onSent = () => {
    setSent(true);
    useSession.setState({ verificationStatus: VERIFICATION.waiting, rejectReason: null });
    void loadVerification();
  };

  let body;
  if (loading && status === undefined) body = <PageSpinner />;
  else if (status !== undefined && status !== VERIFICATION.unverified) body = <StatusView status={status} sent={sent} />;
  else {
    body = (
      <>
        <VerifyIntro />
        {rejectReason && (
          <Alert kind="error" testId="reject-reason">
            คำขอครั้งก่อนไม่ผ่านการอนุมัติ: {rejectReason} กรุณาส่งข้อมูลใหม่อีกครั้ง
          </Alert>
        )}
        <form noValidate onSubmit={form.onSubmit(lookup)} className="verify__lookup">
          <Field label="เลขบัตรประชาชน 13 หลัก" {...form.field('idCard')}>
            {(control) => {
              const text = form.text('idCard');
              return (
                <TextInput
                  {...control}
                  value={text.value}
                  onChange={(e) => {
                    text.onChange(e);
                    setResult(undefined);
                  }}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="เช่น 1234567890123"
                />
              );
            }}
          </Field>
          <Button type="submit" block large busy={busy}>
            ตรวจสอบข้อมูล
          </Button>
        </form>
        {lookupError && <Alert kind="error">{lookupError}</Alert>}
        {result?.isUserIdExisting && (
          <section className="card verify__section" aria-labelledby="verify-in-use-why">
            <Alert kind="error" testId="verify-in-use" takeFocus>
              เลขบัตรประชาชนถูกใช้งานแล้ว
            </Alert>
            <p id="verify-in-use-why" data-testid="verify-in-use-why">
              เลขบัตรนี้ยืนยันตัวตนไว้กับบัญชีสมาชิกอื่นของร้านแล้ว บัตรหนึ่งใบใช้ได้กับบัญชีเดียว หากคุณเคยสมัครไว้ด้วยชื่อผู้ใช้อื่นหรือด้วย LINE ให้เข้าสู่ระบบด้วยบัญชีนั้น หากไม่ใช่
              หรือจำไม่ได้ กรุณาติดต่อร้าน เจ้าหน้าที่จะตรวจสอบให้
            </p>
            <ContactShop testId="verify-in-use-contact" />
          </section>
        )}
        {result && !result.isUserIdExisting && result.isDataExisting && result.customerData && (
          <section className="card verify__section">
            <Alert kind="success" testId="verify-existing">
              ข้อมูลของคุณมีในระบบอยู่แล้ว
            </Alert>
            <ExistingCustomerForm customer={result.customerData} onSent={onSent} />
          </section>
        )}
        {result && !result.isUserIdExisting && !result.isDataExisting && (
          <section className="card verify__section">
            <Alert kind="info" testId="verify-new">
              ข้อมูลของคุณยังไม่มีในระบบ
            </Alert>
            <NewCustomerForm idCard={idCard} onSent={onSent} />
          </section>
        )}
      </>
    );
  }

  return (
    <main className="page page--narrow verify">
      <h1 className="page-title">ยืนยันตัวตน</h1>
      {body}
    </main>
  );
}
