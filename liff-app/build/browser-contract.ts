import type { Plugin } from 'vite';

// The member app calls the API through the contract's declarations (api/contract), but a browser needs only
// each call's method and path: the TypeBox schemas beside them (and TypeBox's runtime) are the server's, and
// they were 12 KB of the home route's script. This plugin hands the app a copy of the contract in which every
// call is its method and path, every other piece of data is a literal, and every function is the contract's
// own; the types still come from the real contract, so `api(savingCalls.history)` is checked as before.

const DROP = Symbol('not for the browser');
const KIND = Symbol.for('TypeBox.Kind');

const isObject = (v: unknown): v is Record<string | symbol, unknown> => typeof v === 'object' && v !== null;
/** One declared call (api/contract/endpoint.ts): the only parts a request needs. */
const isCall = (v: unknown): v is { method: string; path: string } =>
  isObject(v) && typeof v.method === 'string' && typeof v.path === 'string' && typeof v.access === 'string';

/** What the browser keeps of a piece of the contract's data, or DROP for a schema (or anything holding one). */
export function browserValue(v: unknown): unknown {
  if (isCall(v)) return { method: v.method, path: v.path };
  if (isObject(v) && KIND in v) return DROP;
  if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') return DROP;
  if (Array.isArray(v)) {
    const items = v.map(browserValue);
    return items.includes(DROP) ? DROP : items;
  }
  if (isObject(v)) {
    const entries = Object.entries(v).map(([k, x]) => [k, browserValue(x)] as const);
    return entries.some(([, x]) => x === DROP) ? DROP : Object.fromEntries(entries);
  }
  return v;
}

/**
 * The module the app gets for `@goldshop/api/contract`: functions re-exported from `source` (the real contract,
 * whose schema modules then drop out of the bundle as unused), data as literals, schemas left out. An app
 * file that used a schema at run time would fail the build on the missing export, not ship TypeBox quietly.
 */
export function browserContractModule(contract: Record<string, unknown>, source: string): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (typeof value === 'function') lines.push(`export { ${name} } from ${JSON.stringify(source)};`);
    else {
      const kept = browserValue(value);
      if (kept !== DROP) lines.push(`export const ${name} = ${JSON.stringify(kept)};`);
    }
  }
  return lines.join('\n');
}

const ID = '\0browser-contract';

/** Serves browserContractModule for the app's own imports of `@goldshop/api/contract`. */
export function browserContract(contract: Record<string, unknown>, source: string): Plugin {
  return {
    name: 'browser-contract',
    enforce: 'pre',
    resolveId: (spec) => (spec === '@goldshop/api/contract' ? ID : undefined),
    load: (id) => (id === ID ? browserContractModule(contract, source) : undefined),
  };
}
