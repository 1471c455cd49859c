import { useEffect, useMemo, useState } from 'react';
import { ApiError, branchCalls, pickupCalls, type Pickup, type PickupSlot } from '@goldshop/api/contract';
import { api } from '../../lib/api';
import { lineActionHeaders } from '../../lib/liff';
import { bangkokClock, bangkokDay, pad2 } from '../../lib/thai-date';
import { useApi } from '../../lib/use-api';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field, Select } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { formatThaiDate } from '../money/format';
import { pickupDays } from './days';
import './pickups.css';

export const hhmm = (iso: string) => {
  const d = bangkokClock(iso);
  return d ? `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}` : '';
};

/** 'สาขาเขาวิเศษ · 2 ธ.ค. 69 · 10:00–10:30 น.' */
export const pickupWhen = (p: Pick<Pickup, 'start' | 'end'>) => `${formatThaiDate(p.start)} เวลา ${hhmm(p.start)}–${hhmm(p.end)} น.`;

/**
 * 'นัดวันรับสินค้า' (docs/product.md "Pickups"): where a member collects something ready at a branch, the booking
 * of a slot (branch, day, time with the places free), then the booking itself with 'เลื่อนนัด' and 'ยกเลิกนัด'.
 * One panel for every kind (`what`): a redeemed pawn piece, savings goods, the type 2 piece. `prefer` is the
 * branch and day the member already named (a redemption asks them when it is paid): offered first, not imposed.
 */
export function PickupPanel({ what, refId, label, prefer }: { what: Pickup['what']; refId: number; label?: string; prefer?: Preference }) {
  const mine = useApi(pickupCalls.mine);
  const booked = mine.data?.find((p) => p.what === what && p.ref === refId && p.status === 'booked');
  const [choosing, setChoosing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (mine.loading && !mine.data) return <Spinner label="กำลังโหลดนัดรับสินค้า" />;

  const cancel = async () => {
    if (!booked) return;
    setBusy(true);
    try {
      await api(pickupCalls.cancel, { params: { id: booked.id } });
      toast('success', 'ยกเลิกนัดรับแล้ว');
      setAsking(false);
      mine.reload();
    } catch (e) {
      toast('error', e instanceof ApiError ? e.message : 'ยกเลิกนัดไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="money-card pickup" aria-labelledby={`pickup-${what}-${refId}`} data-testid="pickup-panel">
      <h2 id={`pickup-${what}-${refId}`} className="money-subtitle">
        นัดวันรับสินค้า
      </h2>
      {label && <p className="pickup__note">{label}</p>}
      {booked && !choosing ? (
        <>
          <dl className="pickup__booked" data-testid="pickup-booked">
            <div>
              <dt>สาขา</dt>
              <dd>{`สาขา${booked.branchName}`}</dd>
            </div>
            <div>
              <dt>วันเวลา</dt>
              <dd data-testid="pickup-when">{pickupWhen(booked)}</dd>
            </div>
          </dl>
          <p className="pickup__note">กรุณานำบัตรประชาชนมาด้วย เลื่อนหรือยกเลิกได้ถึง {formatThaiDate(booked.changeUntil, true)} น.</p>
          {asking ? (
            <div className="pickup__actions">
              <Button variant="primary" busy={busy} onClick={cancel}>
                ยืนยันยกเลิกนัด
              </Button>
              <Button variant="outline" onClick={() => setAsking(false)}>
                ไม่ยกเลิก
              </Button>
            </div>
          ) : (
            <div className="pickup__actions">
              <Button variant="outline" onClick={() => setChoosing(true)}>
                เลื่อนนัด
              </Button>
              <Button variant="ghost" onClick={() => setAsking(true)}>
                ยกเลิกนัด
              </Button>
            </div>
          )}
        </>
      ) : (
        <SlotPicker
          moving={booked}
          prefer={prefer}
          submitLabel={booked ? 'ยืนยันเลื่อนนัด' : 'ยืนยันนัดรับ'}
          submit={async (branchId, start) => {
            if (booked) await api(pickupCalls.move, { params: { id: booked.id }, body: { branch_id: branchId, start } });
            else await api(pickupCalls.book, { body: { what, ref: refId, branch_id: branchId, start }, headers: lineActionHeaders() });
            return booked ? 'เลื่อนนัดรับแล้ว' : 'นัดรับสินค้าแล้ว';
          }}
          onDone={() => {
            setChoosing(false);
            mine.reload();
          }}
          onCancel={booked ? () => setChoosing(false) : undefined}
        />
      )}
    </section>
  );
}

/** A branch and a day the member named before booking (either may be missing). */
export interface Preference {
  branchId: number | null;
  date: string | null;
}

/**
 * The branch, day and slot (with its places free) of a pickup, and the send. One picker for every booking: a
 * pickup of something ready (PickupPanel), its move, and a reserved piece (only the branches that have it).
 */
export function SlotPicker({
  moving,
  prefer,
  onlyBranches,
  submitLabel,
  submit,
  onDone,
  onCancel,
  cancelLabel = 'ไม่เลื่อน',
}: {
  moving?: Pick<Pickup, 'start' | 'branch_id'>;
  /** The branch and day offered first when booking (a redemption's, named when it was paid). */
  prefer?: Preference;
  /** Only these branches (a reservation: those with the piece in stock). */
  onlyBranches?: readonly number[];
  submitLabel: string;
  /** Sends the booking; answers the words of the success toast. */
  submit(branchId: number, start: string): Promise<string>;
  onDone(): void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const branches = useApi(branchCalls.list);
  const home = useApi(branchCalls.home);
  const open = useMemo(
    () => (branches.data ?? []).filter((b) => b.takesPickups && (!onlyBranches || onlyBranches.includes(b.id))),
    [branches.data, onlyBranches],
  );
  // The member's home branch first, as the brief of the screen asks.
  const ordered = useMemo(() => {
    const h = home.data?.homeBranchId;
    return [...open].sort((a, b) => Number(b.id === h) - Number(a.id === h));
  }, [open, home.data]);
  const [branchId, setBranchId] = useState<number>();
  // Moving: the booked day first; booking: the day the member named, if any.
  const [date, setDate] = useState(() => (moving ? (bangkokDay(moving.start) ?? '') : (prefer?.date ?? '')));
  const [start, setStart] = useState('');
  const [busy, setBusy] = useState(false);
  const branch = ordered.find((b) => b.id === branchId);
  const days = useMemo(() => (branch ? pickupDays(branch) : []), [branch]);

  useEffect(() => {
    if (branchId === undefined && ordered.length && !home.loading) {
      const named = ordered.find((b) => b.id === prefer?.branchId)?.id;
      setBranchId(moving?.branch_id ?? named ?? ordered[0]!.id);
    }
  }, [ordered, branchId, home.loading, moving, prefer]);
  useEffect(() => {
    if (!days.length) return; // the branches are still loading: keep the day (a move starts on the booked one)
    // A day of the new branch: the first open one from tomorrow (today is inside the usual lead time).
    setDate((d) => (days.some((x) => x.value === d && !x.disabled) ? d : (days.slice(1).find((x) => !x.disabled)?.value ?? '')));
    setStart('');
  }, [days]);

  const slots = useApi(branchId && date ? pickupCalls.slots : null, { query: { branch_id: branchId ?? 0, date } });
  const list: PickupSlot[] = slots.data ?? [];

  const send = async () => {
    if (!branchId || !start) return;
    setBusy(true);
    try {
      toast('success', await submit(branchId, start));
      onDone();
    } catch (e) {
      toast('error', e instanceof ApiError ? e.message : 'นัดรับไม่สำเร็จ กรุณาลองใหม่');
      slots.reload();
    } finally {
      setBusy(false);
    }
  };

  if (branches.loading && !branches.data) return <Spinner label="กำลังโหลดสาขา" />;
  if (!ordered.length) return <Alert kind="info">ยังไม่มีสาขาที่รับนัดรับสินค้า กรุณาติดต่อร้าน</Alert>;

  return (
    <div className="pickup__picker">
      <Field id="pickup-branch" label="สาขา">
        {(c) => (
          <Select
            {...c}
            value={String(branchId ?? '')}
            onChange={(e) => setBranchId(Number(e.currentTarget.value))}
            options={ordered.map((b) => ({ value: String(b.id), label: `สาขา${b.name}` }))}
          />
        )}
      </Field>
      <Field id="pickup-day" label="วันที่รับ">
        {(c) => (
          <Select
            {...c}
            value={date}
            placeholder="เลือกวัน"
            onChange={(e) => {
              setDate(e.currentTarget.value);
              setStart('');
            }}
            options={days}
          />
        )}
      </Field>
      <fieldset className="field pickup__slots">
        <legend className="field__label">เวลา</legend>
        {slots.loading && !slots.data ? (
          <Spinner label="กำลังโหลดช่วงเวลา" />
        ) : list.length === 0 ? (
          <p className="pickup__note" data-testid="pickup-no-slots">
            วันนี้ไม่มีช่วงเวลาให้นัด กรุณาเลือกวันอื่น
          </p>
        ) : (
          <div className="pickup__grid" data-testid="pickup-slots">
            {list.map((s) => (
              <button
                key={s.start}
                type="button"
                className={`pickup__slot${start === s.start ? ' pickup__slot--on' : ''}`}
                aria-pressed={start === s.start}
                disabled={s.free === 0}
                onClick={() => setStart(s.start)}
              >
                <span className="pickup__time">{hhmm(s.start)}</span>
                <span className="pickup__free">{s.free === 0 ? 'เต็ม' : `ว่าง ${s.free}`}</span>
              </button>
            ))}
          </div>
        )}
      </fieldset>
      <div className="pickup__actions">
        <Button variant="primary" disabled={!start} busy={busy} onClick={send}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
