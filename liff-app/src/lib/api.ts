import { answerBody, answerError, appGetUrl, createClient, urlOf, type ClientRequest, type Endpoint } from '@goldshop/api/contract';
import { STORAGE } from './storage-keys';

/** Per-call options of the member app's client: `api(call, input, { onUploadProgress })`. */
export interface SendOptions {
  /** A multipart upload's progress, 0–1, as the bytes leave the phone (a photo on mobile data takes a while). */
  onUploadProgress?(fraction: number): void;
  /** Cancels the request (a screen left, or a newer question asked): the call rejects with an AbortError. */
  signal?: AbortSignal;
}

interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
  retryAfter?: string | null;
}

/**
 * fetch cannot report upload progress, so an upload that wants it goes through XMLHttpRequest. A dropped
 * connection rejects with a TypeError, as fetch does: no server answer, so the caller keeps its
 * Idempotency-Key for the retry.
 */
function xhrSend(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (f: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('retry-after'),
      });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(new TypeError('Network request aborted'));
    xhr.send(body);
  });
}

/**
 * The member app's transport: bearer token when signed in, `?images=url` on every GET so images arrive as
 * cacheable URLs (docs/decisions.md "Images"), JSON or multipart bodies, and errors as ApiError.
 */
async function send({ method, url, body, headers: extra }: ClientRequest, options?: SendOptions): Promise<unknown> {
  const headers: Record<string, string> = { ...extra };
  const token = localStorage.getItem(STORAGE.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const target = method === 'GET' ? appGetUrl(url) : url;
  let res: Answer;
  if (payload instanceof FormData && options?.onUploadProgress)
    res = await xhrSend(method, target, headers, payload, options.onUploadProgress);
  else {
    const r = await fetch(target, { method, headers, body: payload, signal: options?.signal });
    res = { ok: r.ok, status: r.status, statusText: r.statusText, text: await r.text(), retryAfter: r.headers.get('retry-after') };
  }
  const data = answerBody(res.text);
  if (!res.ok) throw answerError(res.status, data, res.retryAfter, res.statusText);
  return data;
}

/**
 * The one way the member app calls the API, typed from the contract's declarations:
 * `api(savingCalls.history)`, `api(downCalls.detail, { params: { downId } })`,
 * `api(downCalls.pay, { body, headers }, { onUploadProgress })`.
 */
export const api = createClient<SendOptions>(send);

/**
 * A call that answers with a file (the member's data, a statement or a receipt as PDF): fetched with the
 * member's token like every call, then saved on the device under the server's file name. Errors as ApiError.
 */
export async function downloadFile<E extends Endpoint>(
  e: E,
  input?: { params?: object; query?: object },
  fallbackName = 'download',
): Promise<void> {
  const headers: Record<string, string> = {};
  const token = localStorage.getItem(STORAGE.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(urlOf(e, input), { headers });
  if (!res.ok) throw answerError(res.status, answerBody(await res.text()), res.headers.get('retry-after'), res.statusText);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Long enough for the browser to take the file; the memory is freed after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
