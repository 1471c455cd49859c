import { answerBody, answerError, ApiError, createClient, type ClientRequest } from '@goldshop/api/contract';
import { clearToken } from '../auth/token';
import { notifyError } from './feedback';

export interface RequestOptions {
  /** Leave the error to the caller (no toast, no redirect on 401): sign-in and optional probes. */
  skipErrorHandler?: boolean;
}

const NETWORK_MESSAGE = 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาลองใหม่อีกครั้ง';
const SIGNIN_URL = `${import.meta.env.BASE_URL ?? '/admin/'}signin`;

/** GETs ask for image URLs instead of base64 (docs/decisions.md "Images"): smaller answers, cached images. */
export function withImagesQuery(method: string, path: string): string {
  return method === 'GET' ? `${path}${path.includes('?') ? '&' : '?'}images=url` : path;
}

/**
 * The one error handler: the server's Thai message in a toast; a 401 means the session is gone, so the
 * stored token is dropped and the user goes to the sign-in page.
 */
export function handleRequestError(err: ApiError) {
  if (err.status === 401) {
    clearToken();
    if (!window.location.pathname.endsWith('/signin')) {
      notifyError(err.message || 'กรุณาเข้าสู่ระบบใหม่');
      window.location.assign(SIGNIN_URL);
    }
    return;
  }
  notifyError(err.message);
}

/**
 * The console's transport. The admin session is the httpOnly `adminSession` cookie, sent because the
 * console is served from the API's origin; admin calls carry no auth header (docs/product.md "Who may do what"). A plain object
 * body goes as JSON; FormData as multipart (the browser sets the boundary).
 */
async function send({ method, url, body: input, headers: extra }: ClientRequest, opts: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  let body: BodyInit | undefined;
  if (input instanceof FormData) body = input;
  else if (input !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input);
  }
  let res: Response;
  try {
    res = await fetch(withImagesQuery(method, url), { method, headers, body, credentials: 'same-origin' });
  } catch {
    const err = new ApiError(0, NETWORK_MESSAGE);
    if (!opts.skipErrorHandler) handleRequestError(err);
    throw err;
  }
  const data = answerBody(await res.text());
  if (!res.ok) {
    const err = answerError(res.status, data, res.headers.get('retry-after'), `ทำรายการไม่สำเร็จ (${res.status})`);
    if (!opts.skipErrorHandler) handleRequestError(err);
    throw err;
  }
  return data;
}

/**
 * The one way the console calls the API, typed from the contract's declarations:
 * `request(verificationCalls.list, { query })`, `request(savingCalls.approve, { params: { id }, body: {} })`.
 */
export const request = createClient<RequestOptions>(send);

/** Builds a multipart body, leaving out empty values (so an unchanged image is simply not sent). */
export function formData(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    fd.append(k, v instanceof Blob ? v : String(v));
  }
  return fd;
}
