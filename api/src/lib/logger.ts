import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Endpoint } from '../../contract/endpoint';
import { systemCalls } from '../../contract/system';
import { operationCalls } from '../../contract/operations';

/**
 * PDPA: nothing that identifies a person goes into the logs. Headers are not logged (tokens, cookies),
 * bodies are not logged (passwords, forms, images), and URLs are cleaned here: verify-request carries the
 * national ID in its query string (docs/product.md "The calls"), and LINE tokens must never be written either. A search text
 * (`q`) is dropped whole: it is a name, a phone or an ID typed in any form (with dashes, spaces, in parts).
 */
const SENSITIVE_PARAM = /([?&](?:idCard|NationalID|national_id|id_token|idToken|token|sig|q)=)[^&#]*/gi;
const THIRTEEN_DIGITS = /(?<!\d)\d{13}(?!\d)/g;

export const redactUrl = (url: string | undefined) => url?.replace(SENSITIVE_PARAM, '$1[redacted]').replace(THIRTEEN_DIGITS, '[redacted]');

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's logger: JSON lines in production (journald, log shippers), one readable line per event in
 * development (pino-pretty). Either way the redaction below applies first: pino redacts and serialises
 * before a line reaches the pretty printer. `destination` is for tests; the default is stdout.
 */
export function loggerOptions(
  level: string,
  format: 'pretty' | 'json' = 'json',
  destination?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  // In the main thread and synchronous (not a transport worker): development traffic is light, and a line
  // written just before the process exits is never lost.
  const prettyStream = () =>
    pretty({
      destination: destination ?? 1,
      sync: true,
      colorize: destination ? false : pretty.isColorSupported && process.stdout.isTTY,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      // The request line's message already says method, path, status and time (RequestLines below).
      ignore: 'pid,hostname,reqId,req,res,responseTime',
    });
  const stream = format === 'pretty' ? prettyStream() : destination;
  return {
    level,
    ...(stream ? { stream } : {}),
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

/** Asked for many times a minute by monitors and page loads; a line each would bury everything else. */
const QUIET: ReadonlySet<Endpoint> = new Set<Endpoint>([
  systemCalls.health,
  operationCalls.metrics,
  systemCalls.publicImage,
  systemCalls.privateImage,
]);

/**
 * Static files and app pages (no declared call; the not-found handler serves the pages) and the quiet calls
 * above. An unknown /api path is not quiet: that is someone probing.
 */
function quiet(req: FastifyRequest): boolean {
  const endpoint = req.routeOptions.config.endpoint;
  return endpoint ? QUIET.has(endpoint) : !req.url.startsWith('/api');
}

/**
 * Fastify's request lines, replaced by one line per request written when the answer is done:
 * `POST /api/saving/deposit 200 41ms` (the method, redacted URL, status and time also as fields in JSON).
 * Static files, app pages, health checks, scrapes and images only at debug, unless they fail with a 5xx.
 * Fastify's other lines (errors, closing) are kept as they are.
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  // Fastify's own "Route GET:<url> not found" would write the raw URL; requestCompleted logs the 404 redacted.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    // pino's own check (Fastify's type names only the level methods; its no-logger stand-in has none).
    const enabled = (req.log as unknown as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled;
    if (!enabled) return;
    const status = reply.statusCode;
    // A 5xx is logged with its error and stack by the error handler (plugins/errors.ts); this is its request line.
    const level = !error && status < 500 && quiet(req) ? 'debug' : 'info';
    if (!enabled.call(req.log, level)) return;
    const ms = Math.round(reply.elapsedTime);
    req.log[level](
      { req, res: reply, responseTime: ms, ...(error ? { err: error } : {}) },
      `${req.method} ${redactUrl(req.url)} ${status} ${ms}ms`,
    );
  }
}
