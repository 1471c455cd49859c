import type { Config } from '../../config';
import type { LineMessage } from './messages';

/** A reply must go while its token is fresh; a LINE that does not answer in this long is not waited for. */
const REPLY_TIMEOUT_MS = 5_000;

/**
 * POST {apiBase}/v2/bot/message/reply: an answer to a message the user just sent, free of the month's message
 * count (docs/decisions.md "Keyword replies"). Not queued like pushes: a reply token is good once and for a
 * short while, so a failure is the caller's to log. Throws on a non-2xx answer or the timeout.
 */
export async function replyLine(line: Config['line'], replyToken: string, messages: LineMessage[]): Promise<void> {
  if (!line.channelAccessToken) throw new Error('LINE messaging is not configured');
  const res = await fetch(`${line.apiBase.replace(/\/+$/, '')}/v2/bot/message/reply`, {
    method: 'POST',
    signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
    headers: { authorization: `Bearer ${line.channelAccessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ replyToken, messages }),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`LINE answered ${res.status}: ${body.slice(0, 300)}`);
}
