import { useEffect, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { ApiError, goldAccountCalls, PAYOUT_BANKS, PROMPTPAY_BANK, referenceOf, type GoldOrnamentQuote } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { paymentHeaders } from '../../lib/liff';
import { formatAmount } from '../../lib/format';
import { useSession } from '../../stores/session';
import { MoneyReceipt } from '../../components/MoneyReceipt';
import { formData } from '../../features/money/request';
import { PayPanel } from '../../features/payments/PayPanel';
import { usePayForm } from '../../features/payments/use-pay-form';
import { ReadyPickups } from '../../features/pickups/ReadyPickups';
import { pickupWhen, SlotPicker } from '../../features/pickups/PickupPanel';
import '../../features/pickups/pickups.css';
import { Alert } from '../../ui/Alert';
import { Box } from '../../ui/Box';
import { Button } from '../../ui/Button';
import { Field, Select, TextInput } from '../../ui/Field';

const BANK_OPTIONS = PAYOUT_BANKS.map((b) => ({ value: b, label: b === PROMPTPAY_BANK ? 'พร้อมเพย์ (เบอร์มือถือหรือเลขบัตรประชาชน)' : b }));
const SLOT_MINUTES = 30 * 60_000;

/**
 * 'แลกเป็นทองรูปพรรณ' (docs/decisions.md "Gold account: an ornament for grams"): a catalogue piece by its code (or
 * from a product page's link, /gold-account?ornament=CODE), the grams it takes against the grams free and the
 * ค่ากำเหน็จ to pay, the branch and time to collect it, where a refused exchange's ค่ากำเหน็จ is returned, then the
 * QR and the slip; the receipt names the booked pickup.
 */
export function OrnamentExchange({ onSent }: { onSent(): void }) {
  const linked = new URLSearchParams(useSearch()).get('ornament');
  const verifiedName = useSession((s) => s.verifiedName);
  const [code, setCode] = useState(linked ?? '');
  const [quote, setQuote] = useState<GoldOrnamentQuote>();
  const [problem, setProblem] = useState<string>();
  const [slot, setSlot] = useState<{ branchId: number; start: string }>();
  const [bank, setBank] = useState('');
  const [accountName, setAccountName] = useState(verifiedName ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [booked, setBooked] = useState<string>();

  const look = async (c = code) => {
    setProblem(undefined);
    setQuote(undefined);
    setSlot(undefined);
    if (!c.trim()) return;
    try {
      setQuote(await api(goldAccountCalls.ornamentQuote, { query: { code: c.trim() } }));
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : 'ดูสินค้าไม่สำเร็จ กรุณาลองใหม่');
    }
  };
  // A product page's link opens the exchange with its piece looked up.
  useEffect(() => {
    if (linked) {
      setCode(linked);
      void look(linked);
      document.getElementById('gold-ornament-box-title')?.scrollIntoView({ block: 'start' });
    }
  }, [linked]);

  const pay = usePayForm({
    id: 'gold-ornament',
    fixed: { amount: quote?.workmanship },
    hold: () =>
      !slot ? 'กรุณาเลือกสาขาและเวลานัดรับ' : !bank || !accountName.trim() || !accountNumber.trim() ? 'กรุณากรอกบัญชีรับเงินคืน' : undefined,
    send: (v, key, onUploadProgress) =>
      api(
        goldAccountCalls.ornament,
        {
          body: formData({
            code: quote!.code,
            branch_id: String(slot!.branchId),
            start: slot!.start,
            amount: v.amount,
            bank,
            accountName: accountName.trim(),
            accountNumber: accountNumber.trim(),
            proof: v.proof,
          }),
          headers: paymentHeaders(key),
        },
        { onUploadProgress },
      ),
    what: 'gold-ornament',
    onSent: () => {
      if (slot) setBooked(pickupWhen({ start: slot.start, end: new Date(Date.parse(slot.start) + SLOT_MINUTES).toISOString() }));
      onSent();
    },
  });

  if (pay.sent) {
    return (
      <Box title="แลกเป็นทองรูปพรรณ" id="gold-ornament-box">
        <MoneyReceipt
          title="ส่งคำขอแลกทองรูปพรรณแล้ว"
          reference={referenceOf('gold', pay.sent.id)}
          amount={pay.sent.amount}
          time={pay.sent.at}
          next={`ร้านกันทอง ${quote?.grams ?? ''} กรัมในบัญชีและเก็บสินค้ารหัส ${quote?.code ?? ''} ไว้ให้ นัดรับ ${booked ?? ''} เมื่อรับสินค้าที่สาขา ทองจะถูกหักจากบัญชี หากร้านไม่อนุมัติ ทองกลับเป็นยอดที่ใช้ได้และร้านคืนค่ากำเหน็จเข้าบัญชีที่แจ้งไว้`}
          onDone={() => {
            pay.clearSent();
            setQuote(undefined);
            setSlot(undefined);
            setCode('');
          }}
          doneText="แลกชิ้นอื่น"
        />
      </Box>
    );
  }

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void look();
  };

  return (
    <Box title="แลกเป็นทองรูปพรรณ" id="gold-ornament-box">
      <ReadyPickups what="gold-ornament" />
      <form className="money-form" onSubmit={submitCode} noValidate>
        <Field id="gold-ornament-code" label="รหัสสินค้า" hint="ใช้ทองในบัญชีแลกทองรูปพรรณจากหน้าร้าน ชำระเฉพาะค่ากำเหน็จ">
          {(c) => <TextInput {...c} value={code} onChange={(e) => setCode(e.target.value)} maxLength={40} autoCapitalize="characters" />}
        </Field>
        <Button type="submit" variant="outline" block>
          ดูสินค้า
        </Button>
      </form>
      {problem && (
        <p className="field__error" role="alert" data-testid="gold-ornament-problem">
          {problem}
        </p>
      )}
      {quote && (
        <div data-testid="gold-ornament-quote">
          <dl className="gold-figures">
            <dt>สินค้า</dt>
            <dd>
              {quote.name} ({quote.weight})
            </dd>
            <dt>ใช้ทองในบัญชี</dt>
            <dd data-testid="gold-ornament-grams">{quote.grams} กรัม</dd>
            <dt>ทองที่ใช้ได้</dt>
            <dd>{quote.availableGrams} กรัม</dd>
            <dt>ค่ากำเหน็จที่ต้องชำระ</dt>
            <dd data-testid="gold-ornament-workmanship">{formatAmount(quote.workmanship)} บาท</dd>
          </dl>
          <p className="gold-quote">
            ทองหนัก {quote.ornamentGrams} กรัม แลกแบบบาทต่อบาท: ทองรูปพรรณ 1 บาท (15.16 กรัม) ใช้ทองในบัญชี 1 บาท (15.2440 กรัม)
          </p>
          {!quote.enough ? (
            <Alert kind="warning">ทองในบัญชีที่ใช้ได้ไม่พอสำหรับสินค้าชิ้นนี้ ฝากซื้อทองเพิ่มหรือเลือกชิ้นที่เล็กกว่า</Alert>
          ) : !quote.branchIds.length ? (
            <Alert kind="info">ขณะนี้ไม่มีสาขาใดมีสินค้าชิ้นนี้ในสต็อก</Alert>
          ) : !slot ? (
            <SlotPicker
              onlyBranches={quote.branchIds}
              submitLabel="เลือกเวลานัดรับนี้"
              submit={async (branchId, start) => {
                setSlot({ branchId, start });
                return 'เลือกเวลานัดรับแล้ว ชำระค่ากำเหน็จเพื่อยืนยัน';
              }}
              onDone={() => undefined}
            />
          ) : (
            <PayPanel
              pay={pay}
              purpose="gold"
              target={{ account: 'gold' }}
              formId="gold-ornament"
              amountLabel="ค่ากำเหน็จ"
              before={
                <>
                  <p data-testid="gold-ornament-slot">
                    นัดรับ {pickupWhen({ start: slot.start, end: new Date(Date.parse(slot.start) + SLOT_MINUTES).toISOString() })}{' '}
                    <Button variant="ghost" onClick={() => setSlot(undefined)}>
                      เปลี่ยน
                    </Button>
                  </p>
                  <Field id="gold-ornament-bank" label="บัญชีรับเงินคืน (หากร้านไม่อนุมัติ)">
                    {(c) => (
                      <Select
                        {...c}
                        value={bank}
                        onChange={(e) => setBank(e.target.value)}
                        placeholder="เลือกธนาคารหรือพร้อมเพย์"
                        options={BANK_OPTIONS}
                      />
                    )}
                  </Field>
                  <Field id="gold-ornament-account-name" label="ชื่อบัญชี">
                    {(c) => <TextInput {...c} value={accountName} onChange={(e) => setAccountName(e.target.value)} maxLength={100} />}
                  </Field>
                  <Field id="gold-ornament-account-number" label={bank === PROMPTPAY_BANK ? 'หมายเลขพร้อมเพย์' : 'เลขที่บัญชี'}>
                    {(c) => (
                      <TextInput
                        {...c}
                        inputMode="numeric"
                        value={accountNumber}
                        onChange={(e) => setAccountNumber(e.target.value)}
                        maxLength={30}
                      />
                    )}
                  </Field>
                </>
              }
              submitText="ยืนยันแลกทองรูปพรรณ"
            />
          )}
        </div>
      )}
    </Box>
  );
}
