import { branchCalls } from '@goldshop/api/contract';
import { moneyCodes } from '../../features/money/money-codes';
import type { Sent } from '../../features/money/sent';
import { AmountField } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { Field, RadioGroup, Select, TextArea, TextInput } from '../../ui/Field';
import { UploadProgress } from '../../ui/UploadProgress';
import { useForm } from '../../ui/use-form';
import { useApi } from '../../lib/use-api';
import { IdCardFields, idCardRules, NO_ID_CARD, type IdCardValues } from './IdCardFields';
import { useWithdraw } from './use-withdraw';
import { withdrawAmountRules } from './withdraw-rules';

const DELIVERY = 'จัดส่ง';
const PICKUP = 'รับเองหน้าร้าน';

interface Values extends IdCardValues {
  withdrawAmount: string;
  amountString: string;
  productDetail: string;
  isDelivery: '' | typeof DELIVERY | typeof PICKUP;
  deliveryName: string;
  deliveryPhone: string;
  deliveryAddress: string;
  receiveBranch: string;
}

const need = (value: string, message: string) => (value.trim() ? undefined : message);

/** Goods withdrawal (docs/product.md "Input rules"): delivery needs name, phone and address; pickup needs the branch. */
export function WithdrawGoodsForm({ available, onSent }: { available?: number; onSent(sent: Sent): void }) {
  // The branches that take pickups (branchCalls.list); the form sends the name, as the original API's field.
  const pickupBranches = (useApi(branchCalls.list).data ?? []).filter((b) => b.takesPickups);
  const form = useForm<Values>({
    id: 'withdraw-goods',
    initial: {
      withdrawAmount: '',
      amountString: '',
      productDetail: '',
      isDelivery: '',
      deliveryName: '',
      deliveryPhone: '',
      deliveryAddress: '',
      receiveBranch: '',
      ...NO_ID_CARD,
    },
    rules: (v) => ({
      ...withdrawAmountRules(v, available),
      productDetail: need(v.productDetail, 'กรุณากรอกรายละเอียดสินค้า'),
      isDelivery: v.isDelivery ? undefined : 'กรุณาเลือกวิธีรับสินค้า',
      ...(v.isDelivery === DELIVERY && {
        deliveryName: need(v.deliveryName, 'กรุณากรอกชื่อผู้รับ'),
        deliveryPhone: !v.deliveryPhone.trim()
          ? 'กรุณากรอกเบอร์โทรผู้รับ'
          : /^[0-9+\- ]{9,20}$/.test(v.deliveryPhone.trim())
            ? undefined
            : 'กรุณากรอกเบอร์โทรให้ถูกต้อง',
        deliveryAddress: need(v.deliveryAddress, 'กรุณากรอกที่อยู่จัดส่ง'),
      }),
      ...(v.isDelivery === PICKUP && { receiveBranch: v.receiveBranch ? undefined : 'กรุณาเลือกสาขาที่รับสินค้า' }),
      ...idCardRules(v),
    }),
    codes: moneyCodes({ amount: 'withdrawAmount' }),
  });
  const { busy, progress, retryable, send } = useWithdraw(form.refuse, 'withdrawAmount', onSent);
  const v = form.values;
  const submit = form.onSubmit((v) =>
    send({
      withdrawAmount: v.withdrawAmount,
      amountString: v.amountString.trim(),
      productDetail: v.productDetail.trim(),
      isDelivery: v.isDelivery,
      ...(v.isDelivery === DELIVERY
        ? { deliveryName: v.deliveryName.trim(), deliveryPhone: v.deliveryPhone.trim(), deliveryAddress: v.deliveryAddress.trim() }
        : { receiveBranch: v.receiveBranch }),
      idCardImage: v.idCardImage,
      idCardImageBack: v.idCardImageBack,
    }),
  );

  return (
    <form id="withdraw-goods" className="money-form" onSubmit={submit} noValidate>
      <AmountField
        ids={{ amount: form.idOf('withdrawAmount'), amountString: form.idOf('amountString') }}
        label="มูลค่าทองที่ต้องการถอน"
        value={{ amount: v.withdrawAmount, amountString: v.amountString }}
        onChange={(a) => form.set({ withdrawAmount: a.amount, amountString: a.amountString })}
        errors={{ amount: form.field('withdrawAmount').error, amountString: form.field('amountString').error }}
      />
      <Field label="รายละเอียดสินค้า" {...form.field('productDetail')}>
        {(control) => (
          <TextArea {...control} {...form.text('productDetail')} rows={2} maxLength={1000} placeholder="เช่น สร้อยคอทองคำ 1 บาท ลายโซ่" />
        )}
      </Field>
      <RadioGroup
        {...form.field('isDelivery')}
        label="วิธีรับสินค้า"
        name="isDelivery"
        options={[
          { value: DELIVERY, label: DELIVERY },
          { value: PICKUP, label: PICKUP },
        ]}
        value={v.isDelivery}
        onChange={(isDelivery) => form.set({ isDelivery: isDelivery as Values['isDelivery'] })}
      />
      {v.isDelivery === DELIVERY && (
        <>
          <Field label="ชื่อผู้รับ" {...form.field('deliveryName')}>
            {(control) => <TextInput {...control} {...form.text('deliveryName')} autoComplete="name" maxLength={200} />}
          </Field>
          <Field label="เบอร์โทรผู้รับ" {...form.field('deliveryPhone')}>
            {(control) => (
              <TextInput {...control} {...form.text('deliveryPhone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
            )}
          </Field>
          <Field label="ที่อยู่จัดส่ง" {...form.field('deliveryAddress')}>
            {(control) => (
              <TextArea {...control} {...form.text('deliveryAddress')} rows={3} autoComplete="street-address" maxLength={1000} />
            )}
          </Field>
        </>
      )}
      {v.isDelivery === PICKUP && (
        <Field label="สาขาที่รับสินค้า" {...form.field('receiveBranch')}>
          {(control) => (
            <Select
              {...control}
              {...form.text('receiveBranch')}
              placeholder="เลือกสาขา"
              options={pickupBranches.map((b) => ({ value: b.name, label: b.name }))}
            />
          )}
        </Field>
      )}
      <IdCardFields form={form} />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => submit()} />
      <Button type="submit" submit busy={busy}>
        ยืนยันการถอนทอง
      </Button>
    </form>
  );
}
