import type { FastifyServerOptions } from 'fastify';

/**
 * PDPA: nothing that identifies a person goes into the logs. Headers are not logged (tokens, cookies),
 * bodies are not logged (passwords, forms, images), and URLs are cleaned here: verify-request carries the
 * national ID in its query string (SPEC §7), and LINE tokens must never be written either.
 */
const SENSITIVE_PARAM = /([?&](?:idCard|NationalID|national_id|id_token|idToken|token|sig)=)[^&#]*/gi;
const THIRTEEN_DIGITS = /(?<!\d)\d{13}(?!\d)/g;

export const redactUrl = (url: string | undefined) =>
  url?.replace(SENSITIVE_PARAM, '$1[redacted]').replace(THIRTEEN_DIGITS, '[redacted]');

interface LoggedRequest { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }

export function loggerOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
