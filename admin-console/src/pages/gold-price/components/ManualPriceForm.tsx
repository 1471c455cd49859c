import { ProCard, ProForm, ProFormDependency, ProFormDigit } from '@ant-design/pro-components';
import { Alert, Form, Typography } from 'antd';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { formatBaht } from '../../../lib/money';
import { formValuesOf, manualDifference, ornamentPreview, type PriceFormValues } from '../price-view';
import { useSession } from '../../../auth/session';
import { formatThaiDateTime } from '../../../lib/date';
import { enterPrice } from '../service';

const PRICE = { min: 0.01, max: 10_000_000, fieldProps: { precision: 2, step: 50, style: { width: '100%' } } } as const;

/** Sell-out must not be below buy-back (docs/product.md "Console: gold price"), checked here as the server checks it. */
const notBelow =
  (other: keyof PriceFormValues) =>
  ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator(_: unknown, value: number | undefined) {
      const buyBack = getFieldValue(other) as number | undefined;
      return value == null || buyBack == null || value >= buyBack
        ? Promise.resolve()
        : Promise.reject(new Error('ราคาขายออกต้องไม่ต่ำกว่าราคารับซื้อ'));
    },
  });

/** The ornament pair is optional, but half a pair is a mistake. */
const bothOrNeither =
  (other: keyof PriceFormValues) =>
  ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator(_: unknown, value: number | undefined) {
      return value == null && getFieldValue(other) != null
        ? Promise.reject(new Error('กรอกทั้งขายออกและรับซื้อ หรือเว้นว่างทั้งคู่'))
        : Promise.resolve();
    },
  });

/**
 * A price by hand, for when the price source is down or wrong. The server stores it and serves it while
 * the source cannot be reached; after saving, the screen reloads and says which price is in use.
 */
export function ManualPriceForm({ answer, onSaved }: { answer: PriceInUseAnswer; onSaved: (entered: boolean) => Promise<void> }) {
  const [form] = Form.useForm<PriceFormValues>();
  const current = formValuesOf(answer.price);
  const owner = useSession().access.canMakeOwnerDecisions;
  const { reference, manualLimitPercent: limit } = answer;
  return (
    <ProCard title="กรอกราคาทองเอง" bordered headerBordered data-testid="manual-price">
      <Typography.Paragraph type="secondary">
        ใช้เมื่อดึงราคาจากระบบไม่ได้หรือราคาไม่ถูกต้อง ราคาทองรูปพรรณไม่บังคับ: ถ้าไม่กรอก ระบบใช้ราคาขายออกทองคำแท่งบวกส่วนต่างทองรูปพรรณ
      </Typography.Paragraph>
      {/* The server's rule (manual-limit.ts), said before anyone types: staff within the limit, the owner beyond. */}
      <Typography.Paragraph data-testid="manual-reference">
        {reference
          ? `ราคาอ้างอิงล่าสุด (จากระบบหรือเจ้าของร้าน ${formatThaiDateTime(reference.at)}): ทองคำแท่งขายออก ${formatBaht(reference.buy)} · พนักงานกรอกได้ไม่เกิน ±${limit}% จากราคานี้ เกินกว่านั้นเจ้าของร้านเท่านั้นที่กรอกได้`
          : 'ยังไม่มีราคาอ้างอิงจากระบบ ราคาแรกต้องให้เจ้าของร้านกรอก'}
        {!owner && ' ทุกราคาที่พนักงานกรอกจะแจ้งเจ้าของร้าน'}
      </Typography.Paragraph>
      <ProForm<PriceFormValues>
        form={form}
        name="manual-price"
        autoFocusFirstInput={false}
        layout="vertical"
        initialValues={current}
        submitter={{ searchConfig: { submitText: 'บันทึกราคา', resetText: 'คืนค่าราคาปัจจุบัน' } }}
        onValuesChange={(changed: PriceFormValues) => {
          // The change is the bar sell-out against the price in use, as the price panel shows it.
          if ('barSellOut' in changed && changed.barSellOut != null && current.barSellOut != null) {
            form.setFieldValue('change', Math.round((changed.barSellOut - current.barSellOut) * 100) / 100);
          }
        }}
        onFinish={async (v) => {
          const ornament = v.ornamentSellOut != null && v.ornamentBuyBack != null;
          try {
            await enterPrice({
              buy: v.barSellOut!,
              sell: v.barBuyBack!,
              compare_previous: v.change ?? 0,
              ...(ornament && { gold: { buy: v.ornamentSellOut!, sell: v.ornamentBuyBack! } }),
            });
          } catch {
            return false; // the server's message is on screen; keep what was typed
          }
          await onSaved(true);
          return true;
        }}
      >
        {/* Each label names its gold: the two pairs sit side by side and must not be mistaken. */}
        <ProForm.Group title="ทองคำแท่ง 96.5%">
          <ProFormDigit
            name="barSellOut"
            label="ทองคำแท่ง ขายออก (บาท)"
            width="sm"
            {...PRICE}
            rules={[{ required: true, message: 'กรุณากรอกราคาขายออก' }, notBelow('barBuyBack')]}
            dependencies={['barBuyBack']}
          />
          <ProFormDigit
            name="barBuyBack"
            label="ทองคำแท่ง รับซื้อ (บาท)"
            width="sm"
            {...PRICE}
            rules={[{ required: true, message: 'กรุณากรอกราคารับซื้อ' }]}
          />
        </ProForm.Group>
        <ProForm.Group title="ทองรูปพรรณ 96.5% (ถ้ามี)">
          <ProFormDigit
            name="ornamentSellOut"
            label="ทองรูปพรรณ ขายออก (บาท)"
            width="sm"
            {...PRICE}
            dependencies={['ornamentBuyBack']}
            rules={[notBelow('ornamentBuyBack'), bothOrNeither('ornamentBuyBack')]}
          />
          <ProFormDigit
            name="ornamentBuyBack"
            label="ทองรูปพรรณ รับซื้อ (บาท)"
            width="sm"
            {...PRICE}
            dependencies={['ornamentSellOut']}
            rules={[bothOrNeither('ornamentSellOut')]}
          />
        </ProForm.Group>
        <ProFormDigit
          name="change"
          label="เปลี่ยนแปลงจากราคาก่อนหน้า (บาท)"
          width="sm"
          min={-1_000_000}
          max={1_000_000}
          fieldProps={{ precision: 2, step: 50, style: { width: '100%' } }}
          extra={current.barSellOut != null ? `คิดให้จากราคาขายออกทองคำแท่งที่ใช้อยู่ (${formatBaht(current.barSellOut)}) แก้ได้` : undefined}
          rules={[{ required: true, message: 'กรุณากรอกการเปลี่ยนแปลง (0 ถ้าไม่เปลี่ยน)' }]}
        />
        <ProFormDependency name={['barSellOut', 'barBuyBack', 'ornamentSellOut', 'ornamentBuyBack']}>
          {(v: PriceFormValues) => {
            const difference = manualDifference(v, reference, answer.ornamentPremium);
            return difference === undefined || difference <= limit ? null : (
              <Alert
                type={owner ? 'warning' : 'error'}
                showIcon
                style={{ marginBottom: 16 }}
                data-testid="manual-difference"
                message={`ราคานี้ต่างจากราคาอ้างอิง ${difference}% (เกิน ${limit}%)`}
                description={
                  owner
                    ? 'กรุณาตรวจสอบตัวเลขอีกครั้งก่อนบันทึก ราคาสินค้าทุกชิ้นจะเปลี่ยนตาม'
                    : 'พนักงานบันทึกราคานี้ไม่ได้ กรุณาตรวจสอบตัวเลข หรือแจ้งเจ้าของร้านให้กรอก'
                }
              />
            );
          }}
        </ProFormDependency>
        <ProFormDependency name={['barSellOut', 'barBuyBack', 'ornamentSellOut', 'ornamentBuyBack']}>
          {(v: PriceFormValues) => {
            const preview = ornamentPreview(v, answer.ornamentPremium);
            return preview === undefined ? null : (
              <Alert
                type="info"
                style={{ marginBottom: 16 }}
                data-testid="ornament-preview"
                message={`สินค้าจะคิดราคาจากทองรูปพรรณ ${formatBaht(preview)} ต่อบาททอง`}
                description="ราคาสินค้าทุกชิ้นเปลี่ยนตามทันทีเมื่อราคานี้ถูกใช้"
              />
            );
          }}
        </ProFormDependency>
      </ProForm>
    </ProCard>
  );
}
