/** A 4xx (or 503: try again) answer with a Thai message for people and a stable code for programs. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** For a 503: when the client should try again, in seconds (sent as Retry-After). */
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
