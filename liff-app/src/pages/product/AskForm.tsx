import { useState } from 'react';
import { ApiError, shopCalls } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { useForm } from '../../ui/use-form';
import { Dialog } from '../../ui/Dialog';
import { Field, TextArea, TextInput } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Alert';

/** A Thai phone as the server takes it: the digits only (people type 081-234-5678). */
const digits = (s: string) => s.replace(/[\s-]/g, '');
const PHONE = /^0(?:[689][0-9]{8}|[2-7][0-9]{7})$/;

/** The question form without LINE (docs/product.md "Asking the shop about a piece"). */
export function AskForm({ code, onClose }: { code: string; onClose(): void }) {
  const form = useForm({
    id: 'ask',
    initial: { name: '', phone: '', question: '' },
    rules: (v) => ({
      name: v.name.trim() ? undefined : 'กรุณากรอกชื่อ',
      phone: PHONE.test(digits(v.phone)) ? undefined : 'กรุณากรอกเบอร์โทรศัพท์ (มือถือ 10 หลัก หรือโทรศัพท์บ้าน 9 หลัก)',
      question: v.question.trim().length >= 5 ? undefined : 'กรุณาพิมพ์คำถามอย่างน้อย 5 ตัวอักษร',
    }),
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const send = async (v: typeof form.values) => {
    setBusy(true);
    setError(undefined);
    try {
      const body = { name: v.name.trim(), phone: digits(v.phone), question: v.question.trim() };
      const res = await api(shopCalls.askQuestion, { params: { code }, body });
      setDone(res.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'ส่งคำถามไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={`สอบถามสินค้า ${code}`} onClose={onClose} testId="ask-dialog">
      {done ? (
        <>
          <Alert kind="success" testId="ask-done">
            {done}
          </Alert>
          <Button block onClick={onClose}>
            ปิด
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={form.onSubmit(send)}>
          {error && <Alert kind="error">{error}</Alert>}
          <Field label="ชื่อ" {...form.field('name')}>
            {(control) => <TextInput {...control} {...form.text('name')} autoComplete="name" maxLength={100} />}
          </Field>
          <Field label="เบอร์โทรศัพท์" {...form.field('phone')}>
            {(control) => <TextInput {...control} {...form.text('phone')} autoComplete="tel" inputMode="tel" maxLength={14} />}
          </Field>
          <Field label="คำถาม" {...form.field('question')}>
            {(control) => <TextArea {...control} {...form.text('question')} rows={4} maxLength={1000} />}
          </Field>
          <Button type="submit" block busy={busy}>
            ส่งคำถาม
          </Button>
        </form>
      )}
    </Dialog>
  );
}
