import { endpoint } from './endpoint';
import { Message } from './common';

/**
 * LINE's Messaging API webhook. LINE signs the raw body (x-line-signature), so the body is declared as
 * nothing: the server reads it as bytes and parses it only after the signature holds.
 */
export const lineCalls = {
  /** 503 until the channel secret is configured. */
  webhook: endpoint({
    summary: 'LINE Messaging API webhook (signed by LINE).',
    method: 'POST',
    path: '/api/line/webhook',
    access: 'public',
    answer: Message,
    errors: { 503: Message },
  }),
};
