import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@goldshop/db';
import type { GoldPriceAnswer, GoldPriceData, ManualGoldPrice } from '../../../contract/gold-price';
import { immediate } from '../../lib/tx';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/http-error';
import { bahtNumberToSatang } from '../../lib/money';
import { bangkokToday } from '../../lib/dates';
import { ornamentSellOut, type OrnamentBasis } from './pricing';
import { checkManualPrice } from './manual-limit';
import { identity, insertPrice, storeSourcePrice } from './history';
import { barPair } from './price-figures';
import { THAI_MONTHS, THAI_MONTHS_SHORT } from '../../../contract/thai-months';

/*
 * The gold price panel's source (docs/decisions.md "Gold price"). Requests are answered from one in-memory object;
 * the upstream is asked at most once per cacheMs, by one request at a time (single flight). When it fails,
 * every request gets the last stored price at once and the upstream is retried in the background with
 * backoff, so a dead upstream never makes visitors wait for its timeout.
 */

// Upstream numbers are strings with thousands commas, e.g. "41,600.00"; changes are signed, e.g. "+50", "-100", "0".
const PRICE = '^(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\\.[0-9]{1,2})?$';
const CHANGE = '^[+-]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\\.[0-9]{1,2})?$';
const Label = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001F\\u007F<>]*$' });
const BuySell = Type.Object({ buy: Type.String({ pattern: PRICE }), sell: Type.String({ pattern: PRICE }) });
const Change = Type.String({ pattern: CHANGE });

const Upstream = Type.Object({
  status: Type.Literal('success'),
  response: Type.Object({
    date: Label,
    update_time: Label,
    price: Type.Object({
      gold: Type.Optional(Type.Unknown()),
      gold_bar: BuySell,
      change: Type.Object({ compare_previous: Change, compare_yesterday: Type.Optional(Type.Unknown()) }),
    }),
  }),
});
type Upstream = Static<typeof Upstream>;
const upstreamCheck = TypeCompiler.Compile(Upstream);
const buySellCheck = TypeCompiler.Compile(BuySell);
const changeCheck = TypeCompiler.Compile(Change);

const MAX_BODY = 64 * 1024;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 5 * 60_000;

const NO_DATA: GoldPriceAnswer = { status: 'no-data' };

/**
 * The upstream gives a Thai date ("27 ตุลาคม 2567", Buddhist year) and "เวลา 09:26 น." in Bangkok time;
 * the app wants an ISO time for its own Thai date and hh:mm:ss. Undefined when the text is not that shape.
 */
export function thaiPriceTime(date: string, updateTime: string): string | undefined {
  const d = /^\s*(\d{1,2})\s+(\S+)\s+(\d{4})\s*$/.exec(date);
  const t = /(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?/.exec(updateTime);
  if (!d || !t) return undefined;
  let month = (THAI_MONTHS as readonly string[]).indexOf(d[2]!);
  if (month < 0) month = (THAI_MONTHS_SHORT as readonly string[]).indexOf(d[2]!);
  if (month < 0) return undefined;
  const year = Number(d[3]) > 2400 ? Number(d[3]) - 543 : Number(d[3]);
  const pad = (n: string | number) => String(n).padStart(2, '0');
  const iso = `${year}-${pad(month + 1)}-${pad(d[1]!)}T${pad(t[1]!)}:${t[2]}:${t[3] ?? '00'}+07:00`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** Only the fields we serve, each checked; optional fields that are malformed are dropped, not served. */
function clean(raw: Upstream, fallbackTime: string): GoldPriceData {
  const { date, update_time, price } = raw.response;
  const change: GoldPriceData['price']['change'] = { compare_previous: price.change.compare_previous };
  if (changeCheck.Check(price.change.compare_yesterday)) change.compare_yesterday = price.change.compare_yesterday;
  const out: GoldPriceData = {
    date,
    update_time,
    update_times: thaiPriceTime(date, update_time) ?? fallbackTime,
    price: { gold_bar: { buy: price.gold_bar.buy, sell: price.gold_bar.sell }, change },
  };
  if (buySellCheck.Check(price.gold)) out.price.gold = { buy: price.gold.buy, sell: price.gold.sell };
  return out;
}

/** A staff price says so in the answer, so the apps can tell the customer it is not the live price. */
const markedStaff = (d: GoldPriceData): GoldPriceData => ({ ...d, source: 'staff' });

export const formatBaht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatChange = (n: number) => (n > 0 ? '+' : '') + n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A staff-entered price in the upstream's shape, dated now in Bangkok time. */
export function staffPriceData(
  input: { buy: number; sell: number; compare_previous: number; gold?: { buy: number; sell: number } },
  now = new Date(),
): GoldPriceData {
  const date = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(now);
  const hm = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' }).format(now);
  return {
    date,
    update_time: `เวลา ${hm} น.`,
    update_times: now.toISOString(),
    price: {
      ...(input.gold && { gold: { buy: formatBaht(input.gold.buy), sell: formatBaht(input.gold.sell) } }),
      gold_bar: { buy: formatBaht(input.buy), sell: formatBaht(input.sell) },
      change: { compare_previous: formatChange(input.compare_previous) },
    },
  };
}

/**
 * A staff-entered price, checked: whole satang, and the shop's sell-out price (buy) never below its
 * buy-back price (sell, docs/product.md "Member app: gold price panel").
 */
export function manualPrice(input: ManualGoldPrice, now = new Date()): GoldPriceData {
  const { buy, sell, compare_previous, gold } = input;
  for (const n of [buy, sell, compare_previous, gold?.buy ?? 1, gold?.sell ?? 1]) {
    try {
      bahtNumberToSatang(n);
    } catch {
      throw badRequest('BAD_AMOUNT', 'ราคาต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง');
    }
  }
  if (buy < sell || (gold && gold.buy < gold.sell)) throw badRequest('BUY_BELOW_SELL', 'ราคาขายออกต้องไม่ต่ำกว่าราคารับซื้อ');
  return staffPriceData({ buy, sell, compare_previous, gold }, now);
}

/** Who gave the price in use: the public API, or staff by hand while it was down. */
export type PriceSource = 'upstream' | 'staff';

/** The price every product and savings estimate is computed from, with what the apps say about it. */
export interface PriceInUse {
  data: GoldPriceData;
  source: PriceSource;
  /** ISO time of the announcement (or of the staff entry). */
  at: string;
  /** Whether that time is today in Bangkok: otherwise the apps say the price is not today's. */
  today: boolean;
  ornamentSatang: number;
  basis: OrnamentBasis;
  premiumSatang: number;
  /** Changes exactly when a computed price may: cached product lists include it in their version. */
  key: string;
}

const { shopSettings } = schema;

export interface GoldPriceOptions {
  db: Db;
  upstream: string;
  cacheMs: number;
  timeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
  /** Runs in the transaction that stores a new price (the price alerts). */
  onStored?: (tx: Db, id: number, data: GoldPriceData) => void;
}

export class GoldPriceService {
  /** The answer served while fresh; from upstream when it is healthy, else the stored fallback. */
  private answer: GoldPriceAnswer | undefined;
  private freshUntil = 0;
  /** Upstream state: after a failure, no request waits for it until retryAt. */
  private failures = 0;
  private retryAt = 0;
  private inflight: Promise<void> | undefined;
  private lastStored: { id: number; data: GoldPriceData; key: string; source: PriceSource } | undefined | null = null;
  /** Which source the served answer came from (the upstream, or the stored price it fell back to). */
  private answerSource: PriceSource = 'upstream';
  private premium: number | undefined;
  private inUseMemo: { answer: GoldPriceAnswer; premium: number; day: string; value: PriceInUse | null } | undefined;
  private readonly abort = new AbortController();
  private closed = false;

  constructor(private readonly opts: GoldPriceOptions) {}

  /** The hot path: a cached object when fresh; otherwise one shared refresh, or the fallback at once. */
  async latest(): Promise<GoldPriceAnswer> {
    const now = Date.now();
    if (this.answer && now < this.freshUntil) return this.answer;
    if (this.failures > 0) {
      // Upstream is down: never make a visitor wait for it. Retry in the background once the backoff ends.
      if (now >= this.retryAt) void this.refresh();
      return this.fallback();
    }
    await this.refresh();
    return this.answer ?? this.fallback();
  }

  /**
   * The answer without ever waiting: what is held now (fresh or not), else the stored price. A stale
   * answer starts one background refresh, so product prices follow the upstream as the panel does.
   */
  current(): GoldPriceAnswer {
    const now = Date.now();
    if (this.answer && now < this.freshUntil) return this.answer;
    if (this.failures === 0 || now >= this.retryAt) void this.refresh();
    // A held upstream answer while the upstream is healthy, else the newest stored price (staff's included).
    return this.failures === 0 && this.answer && this.answerSource === 'upstream' ? this.answer : this.fallback();
  }

  /** Whether the answer held is the source's own, fetched while it answers: otherwise the last stored price. */
  live(): boolean {
    return this.failures === 0 && this.answerSource === 'upstream' && Boolean(this.answer?.response);
  }

  /** The ornament premium staff set (satang per baht-weight), read once and kept. */
  premiumSatang(): number {
    this.premium ??=
      this.opts.db.select({ p: shopSettings.ornamentPremiumSatang }).from(shopSettings).where(eq(shopSettings.id, 1)).get()?.p ?? 50_000;
    return this.premium;
  }

  /** Staff change the premium: saved with its audit row; every price follows at the next request. */
  async setPremium(satang: number, staffId: number): Promise<void> {
    const before = this.premiumSatang();
    await immediate(this.opts.db, (tx) => {
      tx.update(shopSettings).set({ ornamentPremiumSatang: satang }).where(eq(shopSettings.id, 1)).run();
      audit(tx, staffId, 'gold_price.premium', 'shop_settings', 1, { ornamentPremiumSatang: before }, { ornamentPremiumSatang: satang });
    });
    this.premium = satang;
  }

  /** The price in use for products and estimates, or null while no price is known at all. Never waits. */
  inUse(): PriceInUse | null {
    const answer = this.current();
    const premium = this.premiumSatang();
    const day = bangkokToday();
    const memo = this.inUseMemo;
    if (memo && memo.answer === answer && memo.premium === premium && memo.day === day) return memo.value;
    let value: PriceInUse | null = null;
    if (answer.response) {
      const data = answer.response;
      const at = data.update_times ?? new Date().toISOString();
      const { satang, basis } = ornamentSellOut(data, premium);
      const today = bangkokToday(new Date(at)) === day;
      value = {
        data,
        source: this.answerSource,
        at,
        today,
        ornamentSatang: satang,
        basis,
        premiumSatang: premium,
        key: `${satang}|${at}|${this.answerSource}|${today}`,
      };
    }
    this.inUseMemo = { answer, premium, day, value };
    return value;
  }

  /**
   * A price entered by hand: stored as 'staff', served whenever the upstream is unavailable. The owner's is
   * always taken (and is the reference for later ones); a staff member's only within the owner's limit
   * (manual-limit.ts), and `staffPrice` runs in its transaction (the owner alert).
   */
  async recordStaffPrice(
    data: GoldPriceData,
    actor: { id: number; owner: boolean },
    staffPrice?: (tx: Db, differencePercent: number | null) => void,
  ): Promise<GoldPriceAnswer> {
    const premium = this.premiumSatang();
    const id = await immediate(this.opts.db, (tx) => {
      const difference = checkManualPrice(tx, data, actor.owner, premium);
      const rowId = insertPrice(tx, 'staff', data, actor.owner ? 1 : 0, this.opts.onStored);
      audit(tx, actor.id, 'gold_price.manual', 'gold_prices', rowId, null, data);
      if (!actor.owner) staffPrice?.(tx, difference);
      return rowId;
    });
    const served = markedStaff(data);
    this.lastStored = { id, data: served, key: identity(data), source: 'staff' };
    // While the upstream is down the panel shows the staff price at once.
    if (this.failures > 0) {
      this.answer = { status: 'success', response: served };
      this.answerSource = 'staff';
    }
    return { status: 'success', response: served };
  }

  close() {
    this.closed = true;
    this.abort.abort();
  }

  private fallback(): GoldPriceAnswer {
    if (this.lastStored === null) this.lastStored = this.loadLastStored();
    if (!this.lastStored) return NO_DATA;
    if (this.answer?.response !== this.lastStored.data) {
      this.answer = { status: 'success', response: this.lastStored.data };
      this.answerSource = this.lastStored.source;
    }
    return this.answer;
  }

  private loadLastStored() {
    const row = this.opts.db.select().from(schema.goldPrices).orderBy(desc(schema.goldPrices.id)).limit(1).get();
    if (!row) return undefined;
    const data = row.response as GoldPriceData;
    return { id: row.id, data: row.source === 'staff' ? markedStaff(data) : data, key: identity(data), source: row.source };
  }

  /** Single flight: every caller during a fetch shares it. */
  private refresh(): Promise<void> {
    this.inflight ??= this.fetchAndStore().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async fetchAndStore(): Promise<void> {
    try {
      const raw = await this.fetchUpstream();
      if (this.closed) return;
      const data = clean(raw, new Date().toISOString());
      const key = identity(data);
      let served = data;
      // Re-read: a price may have been stored by staff or by an earlier process since we last looked.
      this.lastStored = this.loadLastStored();
      const last = this.lastStored;
      if (last && last.key === key) {
        // Same announcement as stored: keep the time we first saw it, store nothing.
        served = { ...data, update_times: last.data.update_times ?? data.update_times };
      } else {
        const row = await immediate(this.opts.db, (tx) => storeSourcePrice(tx, data, this.opts.onStored));
        if (row.stored) this.lastStored = { id: row.id, data, key, source: 'upstream' };
        else served = row.data;
      }
      this.answer = { status: 'success', response: served };
      this.answerSource = 'upstream';
      this.failures = 0;
      this.freshUntil = Date.now() + this.opts.cacheMs;
    } catch (err) {
      if (this.closed) return;
      this.failures += 1;
      this.retryAt = Date.now() + Math.min(BACKOFF_BASE_MS * 2 ** (this.failures - 1), BACKOFF_MAX_MS);
      this.freshUntil = 0;
      try {
        this.lastStored = this.loadLastStored();
      } catch {
        // Keep what we had: this runs in the background, where a throw would be an unhandled rejection.
      }
      this.opts.log?.warn(
        { err: String((err as Error).message ?? err), failures: this.failures },
        'gold price upstream unavailable; serving the stored price',
      );
    }
  }

  private async fetchUpstream(): Promise<Upstream> {
    // One controller of our own, aborted by our own timer or by close(), and aborted again when we stop
    // reading, which closes the connection. Not AbortSignal.any(…, AbortSignal.timeout()): Node lets the
    // timeout signal inside it be garbage-collected before it fires (nodejs/node#57736), and against an
    // upstream streaming an endless body it never fired while the body was read whole (docs/decisions.md,
    // "Calls to other services end on our own timer").
    const controller = new AbortController();
    const stop = () => controller.abort();
    this.abort.signal.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(
      () => controller.abort(new Error(`upstream did not answer in ${this.opts.timeoutMs} ms`)),
      this.opts.timeoutMs,
    );
    try {
      const res = await fetch(`${this.opts.upstream.replace(/\/+$/, '')}/latest`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`upstream answered ${res.status}`);
      if (Number(res.headers.get('content-length') ?? 0) > MAX_BODY) throw new Error('upstream answer too large');
      const body: unknown = JSON.parse(await readAtMost(res, MAX_BODY));
      if (!upstreamCheck.Check(body)) throw new Error('upstream answer is not a valid gold price');
      if (barPair(body.response as GoldPriceData).buyback <= 0) throw new Error('upstream answer has a zero price');
      return body;
    } finally {
      clearTimeout(timer);
      this.abort.signal.removeEventListener('abort', stop);
      controller.abort();
    }
  }
}

/** The body as text, reading no more than `max` bytes: an answer that goes on is refused, not buffered. */
async function readAtMost(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      void reader.cancel().catch(() => {});
      throw new Error('upstream answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
