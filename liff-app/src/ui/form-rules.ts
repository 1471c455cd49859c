import { ApiError } from '@goldshop/api/contract';

/** A message per field; a field that is fine has none. */
export type Problems<V> = Partial<Record<keyof V, string>>;

/** What a field may contain, as typed: characters outside it are dropped, and the field says so (`dropped`). */
export interface Filter {
  keep(raw: string): string;
  dropped: string;
}

/** The messages that stand: the rules' findings, without the fields that are fine. */
export function problemsOf<V>(rules: ((v: V) => Problems<V>) | undefined, values: V): Problems<V> {
  const found = rules?.(values) ?? {};
  return Object.fromEntries(Object.entries(found).filter(([, m]) => Boolean(m))) as Problems<V>;
}

/**
 * A required field left empty because everything typed into it was dropped says why (what may be typed),
 * not that nothing was typed.
 */
export function withNotes<V>(problems: Problems<V>, values: V, notes: Problems<V>): Problems<V> {
  const out = { ...problems };
  for (const name of Object.keys(out) as (keyof V)[]) {
    if (notes[name] && values[name] === '') out[name] = notes[name];
  }
  return out;
}

/** The first of `order` with a message, for the focus. */
export const firstWrong = <V>(order: readonly (keyof V)[], problems: Problems<V>) => order.find((n) => problems[n]);

/**
 * The field a server refusal is about, by its stable code (never by reading the Thai message), with the
 * server's message for it; undefined when the refusal is about no one field.
 */
export function refusalField<V>(
  error: unknown,
  codes: Partial<Record<string, keyof V>> | undefined,
): { name: keyof V; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  const name = codes?.[error.code];
  return name === undefined ? undefined : { name, message: error.message };
}
