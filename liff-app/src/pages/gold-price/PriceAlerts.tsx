import { useState, type FormEvent } from 'react';
import { goldPriceCalls, type PriceAlert, type PriceAlertsAnswer, ApiError } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { groupedNumber } from '../../lib/format';
import { useApi } from '../../lib/use-api';
import { useToken } from '../../stores/session';
import { LinkLineButton } from '../../features/line/LinkLineButton';
import { Link } from 'wouter';
import { Alert } from '../../ui/Alert';
import { Box } from '../../ui/Box';
import { Button, LinkButton } from '../../ui/Button';
import { Field, RadioGroup, Select, TextInput } from '../../ui/Field';
import { SkeletonLines } from '../../ui/Skeleton';
import { toast } from '../../ui/Toast';

const KIND_TEXT: Record<PriceAlert['kind'], string> = {
  sell_below: 'แจ้งเตือนเมื่อราคาขายออกต่ำกว่า',
  buyback_above: 'แจ้งเตือนเมื่อราคารับซื้อสูงกว่า',
};
const KINDS = (Object.keys(KIND_TEXT) as PriceAlert['kind'][]).map((k) => ({ value: k, label: KIND_TEXT[k] }));
const BAHT = /^\d{1,9}(?:\.\d{1,2})?$/;
/** docs/decisions.md "Price alerts in a daily digest". */
const DELIVERIES: { value: PriceAlertsAnswer['delivery']; label: string }[] = [
  { value: 'each', label: 'ทุกครั้งที่ราคาถึง' },
  { value: 'daily', label: 'สรุปวันละครั้ง ราว 19:00 น.' },
];

const message = (err: unknown) => (err instanceof ApiError ? err.message : 'เกิดข้อผิดพลาดในการเชื่อมต่อ: โปรดลองอีกครั้งในภายหลัง');

/**
 * A signed-in member's alerts (at most five) and the form to add one (docs/product.md "Member app: gold price
 * (/gold-price)"); a visitor is asked to sign in. An alert reaches the member in the app's messages always, and in
 * LINE once linked: a member without LINE is told so, with the button to link it.
 */
export function PriceAlerts() {
  const token = useToken();
  return (
    <Box title="แจ้งเตือนราคาทอง" id="price-alerts" testId="price-alerts">
      {token ? (
        <MemberAlerts />
      ) : (
        <>
          <p>เข้าสู่ระบบเพื่อตั้งราคาที่ต้องการ แล้วรับข้อความแจ้งเตือนเมื่อราคาทองคำแท่งถึง</p>
          <LinkButton href="/signin" variant="outline">
            เข้าสู่ระบบ
          </LinkButton>
        </>
      )}
    </Box>
  );
}

function MemberAlerts() {
  const loaded = useApi(goldPriceCalls.alerts);
  const [list, setList] = useState<PriceAlertsAnswer>();
  const current = list ?? loaded.data;
  const [kind, setKind] = useState<PriceAlert['kind']>('sell_below');
  const [threshold, setThreshold] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const t = threshold.replace(/,/g, '').trim();
    if (!BAHT.test(t) || Number(t) <= 0) {
      setError('กรุณากรอกราคาเป็นตัวเลขมากกว่า 0 (ทศนิยมไม่เกิน 2 ตำแหน่ง)');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setList(await api(goldPriceCalls.addAlert, { body: { kind, threshold: Number(t) } }));
      setThreshold('');
      toast('success', 'ตั้งการแจ้งเตือนแล้ว');
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (delivery: string) => {
    try {
      setList(await api(goldPriceCalls.setAlertDelivery, { body: { delivery: delivery as PriceAlertsAnswer['delivery'] } }));
      toast('success', delivery === 'daily' ? 'จะสรุปการแจ้งเตือนทาง LINE วันละครั้ง' : 'จะแจ้งทาง LINE ทุกครั้งที่ราคาถึง');
    } catch (err) {
      toast('error', message(err));
    }
  };
  const remove = async (id: number) => {
    try {
      setList(await api(goldPriceCalls.deleteAlert, { params: { id } }));
      toast('success', 'ลบการแจ้งเตือนแล้ว');
    } catch (err) {
      toast('error', message(err));
    }
  };

  if (!current) return loaded.failed ? <Alert kind="error">โหลดการแจ้งเตือนไม่สำเร็จ</Alert> : <SkeletonLines widths={[100, 80]} />;
  const full = current.alerts.length >= current.max;
  return (
    <>
      {current.line && current.inAppOnly ? (
        // The shop's LINE messages for the month are near their end (docs/decisions.md "The LINE message budget").
        <p className="alerts__where" data-testid="alerts-in-app-only">
          เดือนนี้การแจ้งเตือนราคาจะส่งถึงคุณใน<Link href="/account">ข้อความของแอป</Link>เท่านั้น
        </p>
      ) : current.line ? (
        <p className="alerts__where" data-testid="alerts-where">
          ร้านจะแจ้งทาง LINE และใน<Link href="/account">ข้อความของแอป</Link>
        </p>
      ) : (
        <div className="alerts__line" data-testid="alerts-need-line">
          <Alert kind="info">
            บัญชีของคุณยังไม่ได้เชื่อมต่อ LINE การแจ้งเตือนจะส่งถึงคุณใน<Link href="/account">ข้อความของแอป</Link> (บัญชีของฉัน) เชื่อมต่อ LINE เพื่อรับทาง LINE ด้วย
          </Alert>
          <LinkLineButton
            onLinked={() => {
              setList(undefined);
              loaded.reload();
            }}
          />
        </div>
      )}
      {current.line && (
        <RadioGroup
          id="alert-delivery"
          name="alert-delivery"
          label="รับทาง LINE"
          options={DELIVERIES}
          value={current.delivery}
          onChange={(v) => void choose(v)}
          hint="ทุกครั้งที่ราคาถึงยังแสดงในข้อความของแอปทันทีเสมอ"
        />
      )}
      {current.alerts.length > 0 ? (
        <ul className="alerts" data-testid="alert-list">
          {current.alerts.map((a) => (
            <li key={a.id} className="alerts__item" data-testid="alert-item">
              <span>
                {KIND_TEXT[a.kind]} <strong>{groupedNumber(a.threshold, 2)}</strong> บาท
                <span className="alerts__state">{a.armed ? 'รอราคาถึง' : 'แจ้งแล้ว รอราคากลับมาก่อนแจ้งอีกครั้ง'}</span>
              </span>
              <Button
                variant="ghost"
                onClick={() => void remove(a.id)}
                aria-label={`ลบ ${KIND_TEXT[a.kind]} ${groupedNumber(a.threshold, 2)} บาท`}
              >
                ลบ
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>ยังไม่ได้ตั้งการแจ้งเตือน</p>
      )}
      {full ? (
        <p>ตั้งได้ไม่เกิน {current.max} รายการ ลบรายการเดิมก่อนเพื่อตั้งใหม่</p>
      ) : (
        <form onSubmit={add} noValidate className="alerts__form">
          <Field id="alert-kind" label="เงื่อนไข">
            {(control) => (
              <Select {...control} options={KINDS} value={kind} onChange={(e) => setKind(e.target.value as PriceAlert['kind'])} />
            )}
          </Field>
          <Field id="alert-threshold" label="ราคาทองคำแท่ง (บาท)" error={error}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={threshold}
                onChange={(e) => setThreshold(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" submit busy={busy}>
            ตั้งการแจ้งเตือน
          </Button>
        </form>
      )}
    </>
  );
}
