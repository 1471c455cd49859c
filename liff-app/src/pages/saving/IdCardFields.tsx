import { Field } from '../../ui/Field';
import { PhotoField } from '../../ui/PhotoField';
import type { FormApi } from '../../ui/use-form';

/** Both sides of the national ID card, required for every withdrawal and for closing a type 2 contract (docs/product.md "Input rules"). */
export interface IdCardValues {
  idCardImage?: File;
  idCardImageBack?: File;
}

export const NO_ID_CARD: IdCardValues = { idCardImage: undefined, idCardImageBack: undefined };

export const idCardRules = (v: IdCardValues) => ({
  idCardImage: v.idCardImage ? undefined : 'กรุณาแนบรูปบัตรประชาชนด้านหน้า',
  idCardImageBack: v.idCardImageBack ? undefined : 'กรุณาแนบรูปบัตรประชาชนด้านหลัง',
});

export function IdCardFields<V extends IdCardValues>({ form }: { form: FormApi<V> }) {
  return (
    <>
      <Field label="รูปบัตรประชาชน (ด้านหน้า)" {...form.field('idCardImage')}>
        {(control) => (
          <PhotoField
            control={control}
            alt="บัตรประชาชนด้านหน้า"
            value={form.values.idCardImage}
            onChange={(idCardImage) => form.set({ idCardImage } as Partial<V>)}
          />
        )}
      </Field>
      <Field label="รูปบัตรประชาชน (ด้านหลัง)" {...form.field('idCardImageBack')}>
        {(control) => (
          <PhotoField
            control={control}
            alt="บัตรประชาชนด้านหลัง"
            value={form.values.idCardImageBack}
            onChange={(idCardImageBack) => form.set({ idCardImageBack } as Partial<V>)}
          />
        )}
      </Field>
    </>
  );
}
