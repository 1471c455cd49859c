import type { Config } from '../../config';

// The optional slip-verification service (SLIP_VERIFY_URL, SLIP_VERIFY_TOKEN): it looks a transfer up at
// the bank by the slip's mini-QR and says what the transfer was. We speak the shape of EasySlip's verify by
// payload (GET {url}?payload=…, Bearer token), which several Thai services share; another service needs
// only this file changed (docs/decisions.md "The slip check is optional and never blocks").

export type SlipService = NonNullable<Config['slipVerify']>;

/** What the service said: the transfer does not exist, or its amount, receiver accounts and time. */
export type ServiceAnswer =
  | { found: false }
  | { found: true; amountSatang: number | null; receiverAccounts: string[]; receiverName: string | null; date: string | null };

/** The answer of a service that works is a few kilobytes; anything longer is not read further. */
const MAX_ANSWER_BYTES = 64 * 1024;

async function readLimited(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`slip service answer over ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v.length <= 200 ? v : null);

/**
 * Asks the service about one transfer. Resolves with what it said; throws when it could not be asked or
 * answered something we cannot read (the caller tries again later). The whole exchange, body included, is
 * cut off at the timeout.
 */
export async function askSlipService(service: SlipService, payload: string): Promise<ServiceAnswer> {
  const url = new URL(service.url);
  url.searchParams.set('payload', payload);
  const signal = AbortSignal.timeout(service.timeoutMs);
  const res = await fetch(url, { headers: { authorization: `Bearer ${service.token}`, accept: 'application/json' }, signal });
  const text = await readLimited(res, MAX_ANSWER_BYTES);
  if (res.status === 404) return { found: false };
  if (!res.ok) throw new Error(`slip service answered ${res.status}`);
  const data = obj(obj(JSON.parse(text)).data);
  const amount = obj(data.amount).amount;
  const account = obj(obj(data.receiver).account);
  const receiverAccounts = [str(obj(account.bank).account), str(obj(account.proxy).account)].filter((a): a is string => a !== null);
  return {
    found: true,
    amountSatang: typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : null,
    receiverAccounts,
    receiverName: str(obj(account.name).th) ?? str(obj(account.name).en),
    date: str(data.date),
  };
}

/**
 * Whether an account as the service shows it (masked: 'xxx-x-x6789-x') can be one of ours: same length in
 * digits, and every digit it shows equal to ours at that place.
 */
export function sameAccount(shown: string, ours: string): boolean {
  const a = shown.replace(/[^0-9xX]/g, '').toLowerCase();
  const b = ours.replace(/\D/g, '');
  if (a.length === 0 || a.length !== b.length || !/\d/.test(a)) return false;
  return [...a].every((c, i) => c === 'x' || c === b[i]);
}
