import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../lib/http-error';

/** Thai messages for the 4xx errors Fastify and its plugins raise themselves. */
const byStatus: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'ข้อมูลที่ส่งมาไม่ถูกต้อง'],
  404: ['NOT_FOUND', 'ไม่พบข้อมูล'],
  405: ['METHOD_NOT_ALLOWED', 'ไม่รองรับคำขอนี้'],
  413: ['TOO_LARGE', 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'รูปแบบข้อมูลไม่รองรับ'],
  429: ['RATE_LIMITED', 'ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่'],
};

/**
 * A database that cannot take a write right now: locked by another process (after the short busy
 * timeout, db/src/index.ts), full, read-only or failing underneath. The transaction was rolled back, so
 * nothing was written: 503 with Retry-After (what a client should do is try again later), never a 500.
 */
const DATABASE_UNAVAILABLE: [RegExp, string, string, number][] = [
  [/^SQLITE_(BUSY|LOCKED)/, 'DB_BUSY', 'ระบบกำลังบันทึกข้อมูลอื่นอยู่ กรุณาลองใหม่อีกครั้งในอีกสักครู่ (ยังไม่ได้บันทึกรายการนี้)', 2],
  [/^SQLITE_FULL/, 'DB_FULL', 'ระบบไม่สามารถบันทึกข้อมูลได้ชั่วคราวเพราะพื้นที่จัดเก็บเต็ม (ยังไม่ได้บันทึกรายการนี้) กรุณาลองใหม่ภายหลังหรือติดต่อร้าน', 60],
  [
    /^SQLITE_(READONLY|IOERR|CANTOPEN)/,
    'DB_UNAVAILABLE',
    'ระบบไม่สามารถบันทึกข้อมูลได้ชั่วคราว (ยังไม่ได้บันทึกรายการนี้) กรุณาลองใหม่ภายหลังหรือติดต่อร้าน',
    30,
  ],
];

/** The one error handler: every failure becomes `{ message, code }`; only real bugs are 500s. */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError & { validationContext?: string }, req, reply) => {
      if (err instanceof HttpError) {
        if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
        return reply.code(err.statusCode).send({ message: err.message, code: err.code });
      }
      if (err.validation) {
        const first = err.validation[0];
        const where = [err.validationContext, first?.instancePath?.replace(/^\//, '')].filter(Boolean).join(' ');
        return reply.code(400).send({ message: `ข้อมูลไม่ถูกต้อง: ${where || 'ข้อมูล'}`, code: 'VALIDATION' });
      }
      const sqliteCode = (err as { code?: string }).code ?? '';
      if (sqliteCode.startsWith('SQLITE_CONSTRAINT')) {
        return reply.code(409).send({ message: 'ข้อมูลขัดแย้งกับที่มีอยู่', code: 'CONFLICT' });
      }
      const unavailable = DATABASE_UNAVAILABLE.find(([pattern]) => pattern.test(sqliteCode));
      if (unavailable) {
        const [, code, message, retryAfter] = unavailable;
        // The operator must hear of it (a lock holder, a full disk); the busy case is routine enough for warn.
        req.log[code === 'DB_BUSY' ? 'warn' : 'error']({ err, sqliteCode }, 'database cannot take writes');
        return reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store').send({ message, code });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const [code, message] = byStatus[status] ?? ['BAD_REQUEST', 'ข้อมูลที่ส่งมาไม่ถูกต้อง'];
        return reply.code(status).send({ message, code });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ message: 'เกิดข้อผิดพลาดภายในระบบ กรุณาลองใหม่อีกครั้ง', code: 'INTERNAL' });
    });
  },
  { name: 'errors' },
);
