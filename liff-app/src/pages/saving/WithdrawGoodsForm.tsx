import { Button, Form, Input, Radio, Select } from 'antd';
import { AmountFormItems } from '../../features/money/AmountFormItems';
import { IdCardFields } from './IdCardFields';
import { useWithdraw } from './use-withdraw';
import type { Sent } from '../../features/money/sent';
import { UploadProgress } from '../../features/money/UploadProgress';

const BRANCHES = ['นาวง', 'หาดสำราญ', 'เขาวิเศษ'] as const;
const DELIVERY = 'จัดส่ง';
const PICKUP = 'รับเองหน้าร้าน';

interface Values {
  withdrawAmount: string;
  amountString: string;
  productDetail: string;
  isDelivery: typeof DELIVERY | typeof PICKUP;
  deliveryName?: string;
  deliveryPhone?: string;
  deliveryAddress?: string;
  receiveBranch?: string;
  idCardImage: File;
  idCardImageBack: File;
}

/** SPEC §5 goods withdrawal: delivery needs name, phone and address; pickup needs the branch. */
export function WithdrawGoodsForm({ available, onSent }: { available?: number; onSent(sent: Sent): void }) {
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('isDelivery', form);
  const { busy, progress, retryable, send } = useWithdraw(form, 'withdrawAmount', onSent);
  const onFinish = (v: Values) =>
    send({
      withdrawAmount: v.withdrawAmount,
      amountString: v.amountString.trim(),
      productDetail: v.productDetail.trim(),
      isDelivery: v.isDelivery,
      ...(v.isDelivery === DELIVERY
        ? { deliveryName: v.deliveryName?.trim(), deliveryPhone: v.deliveryPhone?.trim(), deliveryAddress: v.deliveryAddress?.trim() }
        : { receiveBranch: v.receiveBranch }),
      idCardImage: v.idCardImage,
      idCardImageBack: v.idCardImageBack,
    });

  return (
    <Form form={form} layout="vertical" className="money-form" onFinish={onFinish} name="withdraw-goods">
      <AmountFormItems name="withdrawAmount" label="มูลค่าทองที่ต้องการถอน" required max={available} />
      <Form.Item name="productDetail" label="รายละเอียดสินค้า" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกรายละเอียดสินค้า' }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} placeholder="เช่น สร้อยคอทองคำ 1 บาท ลายโซ่" />
      </Form.Item>
      <Form.Item name="isDelivery" label="วิธีรับสินค้า" rules={[{ required: true, message: 'กรุณาเลือกวิธีรับสินค้า' }]}>
        <Radio.Group>
          <Radio value={DELIVERY}>จัดส่ง</Radio>
          <Radio value={PICKUP}>รับเองหน้าร้าน</Radio>
        </Radio.Group>
      </Form.Item>
      {mode === DELIVERY && (
        <>
          <Form.Item name="deliveryName" label="ชื่อผู้รับ" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อผู้รับ' }]}>
            <Input autoComplete="name" maxLength={200} />
          </Form.Item>
          <Form.Item
            name="deliveryPhone"
            label="เบอร์โทรผู้รับ"
            rules={[
              { required: true, message: 'กรุณากรอกเบอร์โทรผู้รับ' },
              { pattern: /^[0-9+\- ]{9,20}$/, message: 'กรุณากรอกเบอร์โทรให้ถูกต้อง' },
            ]}
          >
            <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
          </Form.Item>
          <Form.Item name="deliveryAddress" label="ที่อยู่จัดส่ง" rules={[{ required: true, whitespace: true, message: 'กรุณากรอกที่อยู่จัดส่ง' }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} autoComplete="street-address" maxLength={1000} />
          </Form.Item>
        </>
      )}
      {mode === PICKUP && (
        <Form.Item name="receiveBranch" label="สาขาที่รับสินค้า" rules={[{ required: true, message: 'กรุณาเลือกสาขาที่รับสินค้า' }]}>
          <Select placeholder="เลือกสาขา" options={BRANCHES.map((b) => ({ value: b, label: b }))} />
        </Form.Item>
      )}
      <IdCardFields />
      <UploadProgress busy={busy} progress={progress} retryable={retryable} onRetry={() => form.submit()} />
      <Button type="primary" htmlType="submit" className="money-submit" loading={busy}>
        ยืนยันการถอนทอง
      </Button>
    </Form>
  );
}
