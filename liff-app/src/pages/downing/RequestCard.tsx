import { useMemo, useState } from 'react';
import { downCalls, imageAtWidth, imageSrc, shopCalls, type Product, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { thaiFirst } from '../../lib/thai-first';
import { useApi } from '../../lib/use-api';
import { TermsList } from '../../features/money/TermsList';
import { askBody, productChoiceLabel } from '../../features/money/down';
import { BranchChoice, useBranchChoice } from '../../features/money/BranchChoice';
import { SUCCESS_SECONDS } from '../../features/money/messages';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field, TextArea } from '../../ui/Field';
import { toast } from '../../ui/Toast';
import { useForm } from '../../ui/use-form';

interface Values {
  productId: string;
  note: string;
}

const NEED_ONE = 'กรุณาเลือกสินค้าของร้าน หรือบอกสินค้าที่ต้องการ';
// The failures (docs/product.md "Messages"), after their Thai meaning: refused by the server, or no answer at all.
const REFUSED = thaiFirst('ยื่นคำขออนุมัติไม่สำเร็จ', 'Request for approval failed');
const UNSENT = thaiFirst('ส่งคำขออนุมัติไม่สำเร็จ กรุณาตรวจสอบอินเทอร์เน็ต', 'Error sending request for approval');

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
 * docs/product.md "Member app: savings type 2 (/downing)": the approval request, hidden by the page once any request exists. It asks which product the
 * member wants (one of the shop's, with today's price, in the phone's own picker grouped by category; or
 * their own words; sent as the optional productId and note, so the `{}` stays valid for the server (docs/product.md "The calls")) and
 * confirms in a dialog before sending.
 */
export function RequestCard({ onRequested }: { onRequested(): void }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Values>();
  const products = useApi(shopCalls.shopProducts);
  const branchChoice = useBranchChoice();
  const categories = useApi(shopCalls.categories);
  const form = useForm<Values>({
    id: 'down-request',
    initial: { productId: '', note: '' },
    rules: (v) => (v.productId || v.note.trim() ? {} : { productId: NEED_ONE, note: NEED_ONE }),
  });

  const groups = useMemo(() => {
    const names = new Map((categories.data ?? []).map((c) => [c.id, c.cat_name]));
    const byCategory = new Map<string, { value: string; label: string; product: Product }[]>();
    for (const p of products.data ?? []) {
      const name = names.get(p.cat_id) ?? 'อื่น ๆ';
      byCategory.set(name, [
        ...(byCategory.get(name) ?? []),
        { value: String(p.id), label: productChoiceLabel(p, names.get(p.cat_id)), product: p },
      ]);
    }
    return [...byCategory];
  }, [products.data, categories.data]);
  const chosen = (id: string) => groups.flatMap(([, options]) => options).find((o) => o.value === id);

  const send = async (v: Values) => {
    setBusy(true);
    try {
      await api(downCalls.ask, {
        body: askBody({ productId: v.productId ? Number(v.productId) : null, note: v.note, branchId: branchChoice.branch?.id }),
      });
      setConfirming(undefined);
      toast('success', 'ยื่นคำขออนุมัติสำเร็จ', SUCCESS_SECONDS);
      onRequested();
    } catch (err) {
      console.error('down-request failed', err);
      // A non-2xx answer vs. no answer at all (network).
      toast('error', err instanceof ApiError ? REFUSED : UNSENT);
    } finally {
      setBusy(false);
    }
  };

  const pick = chosen(form.values.productId);
  const picked = confirming && chosen(confirming.productId);
  return (
    <Box title="ขออนุมัติออมทองประเภทที่ 2" id="down-request">
      <TermsList type={2} />
      <form id="down-request" className="money-form" noValidate onSubmit={form.onSubmit((v) => setConfirming(v))}>
        <Field label="สินค้าที่ต้องการ" hint="เลือกจากสินค้าของร้าน (ราคาวันนี้) หรือบอกสินค้าที่ต้องการในช่องถัดไป" {...form.field('productId')}>
          {(control) => (
            <select {...control} {...form.text('productId')} className="input">
              <option value="">{products.failed ? 'โหลดรายการสินค้าไม่สำเร็จ บอกสินค้าที่ต้องการในช่องถัดไปได้' : 'เลือกสินค้าของร้าน'}</option>
              {groups.map(([name, options]) => (
                <optgroup key={name} label={name}>
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {pick && <Chosen product={pick.product} label={pick.label} />}
        <Field label="หรือบอกสินค้าที่ต้องการ" {...form.field('note')}>
          {(control) => (
            <TextArea {...control} {...form.text('note')} rows={2} maxLength={300} placeholder="เช่น สร้อยคอลายสี่เสา น้ำหนัก 1 บาท" />
          )}
        </Field>
        <BranchChoice label="สาขาที่ดูแลสัญญา" id="down-branch" hint="ค่างวดชำระให้สาขานี้ และรับสินค้าที่สาขานี้" choice={branchChoice} />
        <Button type="submit" submit>
          ยื่นคำขออนุมัติ
        </Button>
      </form>
      {confirming && (
        <Dialog
          title="ยืนยันการยื่นคำขออนุมัติ"
          onClose={() => !busy && setConfirming(undefined)}
          footer={
            <>
              <Button variant="outline" disabled={busy} onClick={() => setConfirming(undefined)}>
                กลับไปแก้ไข
              </Button>
              <Button busy={busy} onClick={() => void send(confirming)}>
                ยืนยันส่งคำขอ
              </Button>
            </>
          }
        >
          <dl className="down-confirm" data-testid="down-confirm">
            {picked && (
              <div>
                <dt>สินค้าของร้าน</dt>
                <dd>{picked.label}</dd>
              </div>
            )}
            {branchChoice.branch && branchChoice.branches.length > 1 && (
              <div>
                <dt>สาขาที่ดูแลสัญญา</dt>
                <dd>สาขา{branchChoice.branch.name}</dd>
              </div>
            )}
            {confirming.note.trim() && (
              <div>
                <dt>สินค้าที่ต้องการ</dt>
                <dd>{confirming.note.trim()}</dd>
              </div>
            )}
          </dl>
          <p className="muted">เจ้าหน้าที่จะตรวจสอบและแจ้งยอดเงินกับระยะเวลาของสัญญา ยังไม่ต้องโอนเงินจนกว่าคำขอจะได้รับอนุมัติ</p>
        </Dialog>
      )}
    </Box>
  );
}
