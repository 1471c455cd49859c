import type { FormApi } from '../../ui/use-form';
import { Checkbox, Field } from '../../ui/Field';
import { PhotoField } from '../../ui/PhotoField';

/** The part every verification request sends: both photos and the PDPA consent (sent as consent=true). */
export interface IdentityValues {
  idCardImg?: File;
  personalImg?: File;
  consent: boolean;
}

export const NO_IDENTITY: IdentityValues = { idCardImg: undefined, personalImg: undefined, consent: false };

/** docs/product.md "Input rules": both images required for new and existing customers; PDPA: explicit consent before they go. */
export const identityRules = (v: IdentityValues) => ({
  idCardImg: v.idCardImg ? undefined : 'กรุณาเลือกรูปบัตรประชาชน',
  personalImg: v.personalImg ? undefined : 'กรุณาเลือกรูปถ่ายของคุณ',
  consent: v.consent ? undefined : 'กรุณาให้ความยินยอมก่อนส่งข้อมูล',
});

/** The photo fields and the consent box of a verification form. */
export function IdentityFields<V extends IdentityValues>({ form }: { form: FormApi<V> }) {
  const consent = form.field('consent');
  return (
    <>
      <Field label="รูปบัตรประชาชน" {...form.field('idCardImg')}>
        {(control) => (
          <PhotoField
            control={control}
            alt="รูปบัตรประชาชน"
            value={form.values.idCardImg}
            onChange={(idCardImg) => form.set({ idCardImg } as Partial<V>)}
          />
        )}
      </Field>
      <Field label="รูปถ่ายของคุณ (ถือบัตรประชาชน)" {...form.field('personalImg')}>
        {(control) => (
          <PhotoField
            control={control}
            alt="รูปถ่ายของคุณ"
            value={form.values.personalImg}
            onChange={(personalImg) => form.set({ personalImg } as Partial<V>)}
          />
        )}
      </Field>
      <div className="field">
        <Checkbox
          id={consent.id}
          checked={form.values.consent}
          onChange={(e) => form.set({ consent: e.target.checked } as Partial<V>)}
          aria-invalid={Boolean(consent.error)}
          aria-describedby={consent.error ? `${consent.id}-error` : undefined}
          label="ข้าพเจ้ายินยอมให้ร้านเก็บรวบรวมและใช้เลขบัตรประชาชน รูปบัตรประชาชน รูปถ่าย และข้อมูลติดต่อของข้าพเจ้า เพื่อยืนยันตัวตนและให้บริการออมทองและขายฝาก ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562"
        />
        {consent.error && (
          <p id={`${consent.id}-error`} className="field__error" role="alert">
            {consent.error}
          </p>
        )}
      </div>
    </>
  );
}
