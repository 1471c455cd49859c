import { describe, expect, it } from 'vitest';
import { answerBody, answerError, ApiError, busyRetryAfter } from './api-error';
import { SIGNIN_BUSY } from './busy';

describe('answerBody', () => {
  it('reads JSON, and nothing from an empty body or a proxy page', () => {
    expect(answerBody('{"total":3}')).toEqual({ total: 3 });
    expect(answerBody('')).toBeUndefined();
    expect(answerBody('<html>502 Bad Gateway</html>')).toBeUndefined();
  });
});

describe('answerError', () => {
  it('carries the server’s Thai message, its code and the Retry-After seconds', () => {
    const err = answerError(503, { message: 'ระบบกำลังยุ่ง', code: SIGNIN_BUSY }, '3', 'fallback');
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, message: 'ระบบกำลังยุ่ง', code: SIGNIN_BUSY, retryAfter: 3 });
  });

  it('falls back to the app’s message when the body says none, and drops a Retry-After that is not seconds', () => {
    expect(answerError(502, undefined, null, 'Bad Gateway')).toMatchObject({
      message: 'Bad Gateway',
      code: undefined,
      retryAfter: undefined,
    });
    expect(answerError(400, { message: 42, code: 7 }, 'Wed, 21 Oct 2026 07:28:00 GMT', 'x')).toMatchObject({
      message: 'x',
      code: undefined,
      retryAfter: undefined,
    });
    expect(answerError(503, {}, '0', 'x').retryAfter).toBeUndefined();
  });
});

describe('busyRetryAfter', () => {
  it('gives the seconds of a shed sign-in only', () => {
    expect(busyRetryAfter(new ApiError(503, 'ยุ่ง', SIGNIN_BUSY, 2))).toBe(2);
    expect(busyRetryAfter(new ApiError(503, 'ฐานข้อมูลไม่ว่าง', 'DB_BUSY', 2))).toBeUndefined();
    expect(busyRetryAfter(Object.assign(new Error('busy'), { code: SIGNIN_BUSY, retryAfter: 2 }))).toBeUndefined();
  });
});
