/** What ProTable hands its `request`: the page as `current`, the size, and the search form's values. */
export type TableParams = { current?: number; pageSize?: number; keyword?: string } & Record<string, unknown>;

/**
 * Turns ProTable's params into the admin API's query string (`page`, `pageSize` and the filters), leaving
 * out empty filters so "all" is simply no filter. Extra fixed filters (a queue's status) win over the form.
 */
export function pageQuery(params: TableParams, fixed: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams();
  q.set('page', String(params.current ?? 1));
  q.set('pageSize', String(params.pageSize ?? 20));
  const { current: _c, pageSize: _p, keyword: _k, ...filters } = params;
  for (const [k, v] of Object.entries({ ...filters, ...fixed })) {
    if (v === undefined || v === null) continue;
    const text = typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
    if (text !== '') q.set(k, text);
  }
  return q.toString();
}

/**
 * The same page and filters as a query object for the typed client: `request(calls.list, { query:
 * tableQuery<ListQuery>(params) })`. ProTable's form values are untyped; the server checks them against
 * the call's query schema (a 400 for a bad filter), so the type is asserted here, once.
 */
export const tableQuery = <Q extends object>(params: TableParams, fixed: Record<string, string | number | undefined> = {}): Q =>
  Object.fromEntries(new URLSearchParams(pageQuery(params, fixed))) as Q;

/**
 * A list answer in the shape ProTable wants: a page of a paged call as it is, a whole list (the staff, the
 * contracts due soon, the home records) as one page of all its rows.
 */
export const tableData = <T>(answer: { data: T[]; total: number } | T[]) =>
  Array.isArray(answer) ? { data: answer, total: answer.length, success: true } : { data: answer.data, total: answer.total, success: true };
