/**
 * A 4xx answer with a Thai message for people and a stable code for programs; or a 503 with `retryAfterS`
 * (sent as Retry-After) when the server is too busy to take the request now and nothing was written.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const notFound = (message = 'ไม่พบข้อมูล') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const unauthorized = (message = 'กรุณาเข้าสู่ระบบใหม่') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (code = 'FORBIDDEN', message = 'ไม่มีสิทธิ์ทำรายการนี้') => new HttpError(403, code, message);
export const tooBusy = (code: string, message: string, retryAfterS: number) => new HttpError(503, code, message, retryAfterS);
