import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { firstWrong, problemsOf, refusalField, withNotes, type Filter, type Problems } from './form-rules';
import type { FieldControl } from './Field';

export interface FormSpec<V> {
  /** The form's id; a field's input has the id `${id}-${name}`. */
  id: string;
  initial: V;
  /** Every message that applies to these values (undefined for a field that is fine). */
  rules?(values: V): Problems<V>;
  /** What text fields may contain as typed: anything else is dropped and the field says so (sign-in's a–z, A–Z, 0–9). */
  filters?: Partial<Record<keyof V, Filter>>;
  /**
   * Checks said as the member types, before any send (sign-up's characters): the text stays as typed and the
   * field shows the message at once. The field's `rules` must refuse the same, so the form is not sent.
   */
  live?: Partial<Record<keyof V, (value: string) => string | undefined>>;
  /** The server's refusal codes that are about one field: code → field. */
  codes?: Partial<Record<string, keyof V>>;
}

/**
 * One form's values, checks and messages, the same way on every screen. Nothing is said while the member
 * first fills the form; the first send shows every message and moves the focus to the first wrong field, and
 * from then on each change checks again (a fixed field loses its message, a new mistake shows). A refusal of
 * the server is put under the field its code concerns (`refuse`) until that field changes.
 */
export function useForm<V extends object>({ id, initial, rules, filters, live, codes }: FormSpec<V>) {
  const [values, setValues] = useState(initial);
  const current = useRef(initial);
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<Problems<V>>({});
  const [refused, setRefused] = useState<Problems<V>>({});
  const [notes, setNotes] = useState<Problems<V>>({});
  const [said, setSaid] = useState<Problems<V>>({});
  const order = Object.keys(initial) as (keyof V)[];
  const idOf = (name: keyof V) => `${id}-${String(name)}`;

  const focus = (name: keyof V) => {
    const el = document.getElementById(idOf(name));
    const target = el instanceof HTMLFieldSetElement ? (el.querySelector<HTMLElement>('input:checked, input') ?? el) : el;
    target?.focus();
  };

  const set = (patch: Partial<V>) => {
    const next = { ...current.current, ...patch };
    current.current = next;
    setValues(next);
    setRefused((r) => {
      const out = { ...r };
      for (const n of Object.keys(patch) as (keyof V)[]) delete out[n];
      return out;
    });
    if (tried) setProblems(problemsOf(rules, next));
    else {
      setProblems((p) => {
        const out = { ...p };
        for (const n of Object.keys(patch) as (keyof V)[]) delete out[n];
        return out;
      });
    }
  };

  /** Shows every message; true when the form may be sent, else the first wrong field has the focus. */
  const check = (): boolean => {
    setTried(true);
    const found = withNotes(problemsOf(rules, current.current), current.current, notes);
    setProblems(found);
    const wrong = firstWrong(order, found);
    if (wrong !== undefined) focus(wrong);
    return wrong === undefined;
  };

  /** Puts a server refusal under its field, by code; false when it concerns no one field. */
  const refuse = (error: unknown): boolean => {
    const found = refusalField<V>(error, codes);
    if (!found) return false;
    setRefused((r) => ({ ...r, [found.name]: found.message }));
    focus(found.name);
    return true;
  };

  /** A text field's value and change handler, with its filter. */
  const text = (name: keyof V) => ({
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const raw = e.target.value;
      const filter = filters?.[name];
      const kept = filter ? filter.keep(raw) : raw;
      if (filter) setNotes((n) => (kept !== raw ? { ...n, [name]: filter.dropped } : kept === '' ? n : omit(n, name)));
      const check = live?.[name];
      if (check) {
        const message = check(kept);
        setSaid((s) => (message ? { ...s, [name]: message } : omit(s, name)));
      }
      set({ [name]: kept } as Partial<V>);
    },
  });

  /** What a Field needs of one field: its id, its message, its note. */
  const field = (name: keyof V) => ({ id: idOf(name), error: refused[name] ?? problems[name] ?? said[name], note: notes[name] });

  /** The form's onSubmit: checks, then sends the values if nothing is wrong. */
  const onSubmit = (send: (values: V) => void | Promise<void>) => (e?: FormEvent) => {
    e?.preventDefault();
    if (check()) void send(current.current);
  };

  const reset = () => {
    current.current = initial;
    setValues(initial);
    setTried(false);
    setProblems({});
    setRefused({});
    setNotes({});
    setSaid({});
  };

  return { values, set, check, refuse, text, field, onSubmit, reset, idOf };
}

const omit = <V>(n: Problems<V>, name: keyof V): Problems<V> => {
  const out = { ...n };
  delete out[name];
  return out;
};

export type FormApi<V extends object> = ReturnType<typeof useForm<V>>;
export type { FieldControl };
