import { appGetUrl, EARLY_ANSWERS_ID, urlOf, type Endpoint, type EndpointAnswer, type EndpointInput } from '@goldshop/api/contract';

/*
 * The public answers the server gave with the page (docs/decisions.md "A first view's answers come with the
 * page"): the shell's settings and the shop's profile, and the first view's list or piece, each under the address
 * the app would ask at. A screen's first draw takes them as they are, so the first view is drawn once, with its
 * data, rather than once per answer as they arrive. Each is taken once; a later ask fetches afresh.
 */

/** Older than this (a page kept by the service worker and opened offline), the answers are not used. */
const FRESH_MS = 60_000;

/** The answers of a page's script element, or none when they are missing, malformed or not fresh. */
export function readEarlyAnswers(text: string | null | undefined, now: number): Map<string, unknown> {
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    const { at, answers } = parsed as { at?: unknown; answers?: unknown };
    if (typeof at !== 'number' || Math.abs(now - at) > FRESH_MS) return new Map();
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return new Map();
    return new Map(Object.entries(answers));
  } catch {
    return new Map();
  }
}

let early: Map<string, unknown> | undefined;
const given = () =>
  (early ??= readEarlyAnswers(typeof document === 'undefined' ? null : document.getElementById(EARLY_ANSWERS_ID)?.textContent, Date.now()));
const addressOf = (e: Endpoint, input: unknown) => appGetUrl(urlOf(e, input as { params?: object; query?: object }));

/** Whether the page came with this call's answer (so nothing need be asked ahead for it). */
export const hasEarlyAnswer = <E extends Endpoint>(e: E, input?: NoInfer<EndpointInput<E>>): boolean => given().has(addressOf(e, input));

/** The answer given with the page for this call, once; undefined when there is none (then the caller asks). */
export function takeEarlyAnswer<E extends Endpoint>(e: E, input?: NoInfer<EndpointInput<E>>): EndpointAnswer<E> | undefined {
  const url = addressOf(e, input);
  const answer = given().get(url);
  given().delete(url);
  return answer as EndpointAnswer<E> | undefined;
}
