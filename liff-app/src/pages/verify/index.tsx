import { useState } from 'react';
import { Link } from 'wouter';
import { Button, Form, Input, Spin } from 'antd';
import { isValidNationalId, verificationCalls, type QueryDataAnswer } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { digitsOnly } from '../../lib/input-rules';
import { useSession } from '../../stores/session';
import { useLineOaUrl } from '../../stores/config';
import { Notice } from '../../components/Notice';
import { ExistingCustomerForm } from './ExistingCustomerForm';
import { NewCustomerForm } from './NewCustomerForm';
import './verify.css';

/** What the member already has: only status 0 (or unknown) may start a verification. */
function StatusView({ status }: { status: number }) {
  const lineOaUrl = useLineOaUrl();
  if (status === 1) {
    return (
      <Notice kind="warning" testId="verify-status">
        <strong>รอการอนุมัติ</strong>
        <p>เราได้รับข้อมูลยืนยันตัวตนของคุณแล้ว เจ้าหน้าที่กำลังตรวจสอบ โดยปกติภายใน 1-2 วันทำการ</p>
      </Notice>
    );
  }
  if (status === 2) {
    return (
      <Notice kind="success" testId="verify-status">
        <strong>ยืนยันตัวตนแล้ว</strong>
        <p>คุณใช้บริการออมทองและดูรายการขายฝากได้แล้ว</p>
        <Link href="/gold-bank" className="btn btn--primary">ไปที่บริการออมทอง</Link>
      </Notice>
    );
  }
  return (
    <Notice kind="error" testId="verify-status">
      <strong>บัญชีของคุณถูกระงับการใช้งาน</strong>
      <p>กรุณาติดต่อเจ้าหน้าที่เพื่อสอบถามรายละเอียด</p>
      <a href={lineOaUrl} target="_blank" rel="noopener noreferrer" className="btn btn--line">ติดต่อเจ้าหน้าที่ทาง LINE</a>
    </Notice>
  );
}

/** SPEC §2 /verify: national ID lookup, then the in-use alert, the existing-customer or the new-customer form. */
export default function VerifyPage() {
  const status = useSession((s) => s.verificationStatus);
  const loading = useSession((s) => s.verificationLoading);
  const rejectReason = useSession((s) => s.rejectReason);
  const loadVerification = useSession((s) => s.loadVerification);
  const [idCard, setIdCard] = useState('');
  const [result, setResult] = useState<QueryDataAnswer>();
  const [lookupError, setLookupError] = useState<string>();
  const [busy, setBusy] = useState(false);

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
    useSession.setState({ verificationStatus: 1, rejectReason: null });
    void loadVerification();
  };

  let body;
  if (loading && status === undefined) body = <div className="page-loading"><Spin size="large" /></div>;
  else if (status !== undefined && status !== 0) body = <StatusView status={status} />;
  else {
    body = (
      <>
        {rejectReason && (
          <Notice kind="error" testId="reject-reason">
            คำขอครั้งก่อนไม่ผ่านการอนุมัติ: {rejectReason} กรุณาส่งข้อมูลใหม่อีกครั้ง
          </Notice>
        )}
        <Form layout="vertical" requiredMark={false} onFinish={lookup} className="verify__lookup">
          <Form.Item
            label="เลขบัตรประชาชน 13 หลัก"
            name="idCard"
            normalize={(v: string) => digitsOnly(v, 13)}
            rules={[
              { required: true, message: 'กรุณากรอกเลขบัตรประชาชน' },
              { len: 13, message: 'เลขบัตรประชาชนต้องเป็นตัวเลข 13 หลัก' },
              { validator: (_, v: string) => (!v || v.length !== 13 || isValidNationalId(v) ? Promise.resolve() : Promise.reject(new Error('เลขบัตรประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง'))) },
            ]}
          >
            <Input inputMode="numeric" autoComplete="off" placeholder="เช่น 1234567890123" onChange={() => setResult(undefined)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>ตรวจสอบข้อมูล</Button>
        </Form>
        {lookupError && <Notice kind="error">{lookupError}</Notice>}
        {result?.isUserIdExisting && <Notice kind="error" testId="verify-in-use">เลขบัตรประชาชนถูกใช้งานแล้ว</Notice>}
        {result && !result.isUserIdExisting && result.isDataExisting && result.customerData && (
          <section className="card verify__section">
            <Notice kind="success" testId="verify-existing">ข้อมูลของคุณมีในระบบอยู่แล้ว</Notice>
            <ExistingCustomerForm customer={result.customerData} onSent={onSent} />
          </section>
        )}
        {result && !result.isUserIdExisting && !result.isDataExisting && (
          <section className="card verify__section">
            <Notice kind="info" testId="verify-new">ข้อมูลของคุณยังไม่มีในระบบ</Notice>
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
