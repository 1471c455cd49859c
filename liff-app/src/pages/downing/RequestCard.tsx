import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Modal, Select } from 'antd';
import { downCalls, imageAtWidth, imageSrc, shopCalls, type Product } from '@goldshop/api/contract';
import { api, ApiError } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { TermsList } from '../../features/money/TermsList';
import { askBody, productChoiceLabel } from '../../features/money/down';
import { toast } from '../../components/toast';
import { SUCCESS_SECONDS } from '../../features/money/messages';

interface Values {
  productId?: number;
  note?: string;
}

const NEED_ONE = 'กรุณาเลือกสินค้าของร้าน หรือบอกสินค้าที่ต้องการ';

/** The chosen product, small: its picture, what it is and today's price, so the member sees what they pick. */
function Chosen({ product, label }: { product: Product; label: string }) {
  const src = imageAtWidth(imageSrc(product.img), 320);
  return (
    <div className="down-pick__chosen" data-testid="down-pick-chosen">
      {src && <img src={src} alt={`สินค้ารหัส ${product.code}`} width={64} height={64} loading="lazy" />}
      <span>{label}</span>
    </div>
  );
}

/**
 * SPEC §2/§8: the approval request, hidden by the page once any request exists. It asks which product the
 * member wants (one of the shop's, with today's price, or their own words; sent as the optional productId
 * and note, so SPEC §7's `{}` stays valid for the server) and confirms before sending.
 */
export function RequestCard({ onRequested }: { onRequested(): void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Values>();
  const products = useApi(shopCalls.shopProducts);
  const categories = useApi(shopCalls.categories);
  const productId = Form.useWatch('productId', form);

  const options = useMemo(() => {
    const names = new Map((categories.data ?? []).map((c) => [c.id, c.cat_name]));
    return (products.data ?? []).map((p) => ({ value: p.id, label: productChoiceLabel(p, names.get(p.cat_id)), product: p }));
  }, [products.data, categories.data]);
  const chosen = (id: number | undefined) => options.find((o) => o.value === id);

  const send = async (v: Values) => {
    setBusy(true);
    try {
      await api(downCalls.ask, { body: askBody(v) });
      setConfirming(undefined);
      toast('success', 'ยื่นคำขออนุมัติสำเร็จ', SUCCESS_SECONDS);
      onRequested();
    } catch (err) {
      console.error('down-request failed', err);
      // A non-2xx answer vs. no answer at all (network).
      toast('error', err instanceof ApiError ? 'Request for approval failed' : 'Error sending request for approval');
    } finally {
      setBusy(false);
    }
  };

  const pick = chosen(productId);
  return (
    <Card title={<h2 className="summary__title">ขออนุมัติออมทองประเภทที่ 2</h2>}>
      <TermsList type={2} />
      <Form form={form} layout="vertical" className="money-form down-pick" name="down-request" onFinish={(v) => setConfirming(v)}>
        <Form.Item
          name="productId"
          label="สินค้าที่ต้องการ"
          extra="เลือกจากสินค้าของร้าน (ราคาวันนี้) หรือบอกสินค้าที่ต้องการในช่องถัดไป"
          rules={[{ validator: (_r, v) => (v || form.getFieldValue('note')?.trim() ? Promise.resolve() : Promise.reject(new Error(NEED_ONE))) }]}
        >
          <Select
            showSearch
            allowClear
            placeholder="เลือกสินค้าของร้าน"
            optionFilterProp="label"
            loading={products.loading && !products.data}
            options={options.map(({ value, label }) => ({ value, label }))}
            classNames={{ popup: { root: 'down-pick__popup' } }}
            notFoundContent={products.failed ? 'โหลดรายการสินค้าไม่สำเร็จ บอกสินค้าที่ต้องการในช่องถัดไปได้' : 'ไม่มีรายการสินค้า'}
            onChange={() => void form.validateFields(['note']).catch(() => undefined)}
          />
        </Form.Item>
        {pick && <Chosen product={pick.product} label={pick.label} />}
        <Form.Item
          name="note"
          label="หรือบอกสินค้าที่ต้องการ"
          rules={[{ validator: (_r, v: string | undefined) => (v?.trim() || form.getFieldValue('productId') ? Promise.resolve() : Promise.reject(new Error(NEED_ONE))) }]}
        >
          <Input.TextArea rows={2} maxLength={300} showCount placeholder="เช่น สร้อยคอลายสี่เสา น้ำหนัก 1 บาท" onChange={() => void form.validateFields(['productId']).catch(() => undefined)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" className="money-submit">
          ยื่นคำขออนุมัติ
        </Button>
      </Form>
      <Modal
        open={!!confirming}
        title="ยืนยันการยื่นคำขออนุมัติ"
        okText="ยืนยันส่งคำขอ"
        cancelText="กลับไปแก้ไข"
        confirmLoading={busy}
        onOk={() => confirming && void send(confirming)}
        onCancel={() => !busy && setConfirming(undefined)}
        destroyOnHidden
        centered
      >
        {confirming && (
          <dl className="down-confirm" data-testid="down-confirm">
            {chosen(confirming.productId) && (
              <div>
                <dt>สินค้าของร้าน</dt>
                <dd>{chosen(confirming.productId)!.label}</dd>
              </div>
            )}
            {confirming.note?.trim() && (
              <div>
                <dt>สินค้าที่ต้องการ</dt>
                <dd>{confirming.note.trim()}</dd>
              </div>
            )}
          </dl>
        )}
        <p className="muted">เจ้าหน้าที่จะตรวจสอบและแจ้งยอดเงินกับระยะเวลาของสัญญา ยังไม่ต้องโอนเงินจนกว่าคำขอจะได้รับอนุมัติ</p>
      </Modal>
    </Card>
  );
}
