import { useCallback, useRef, useState } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A plain form's values and the message under each field. Changing a field clears its message (the member
 * is fixing it); `check` shows every message at once and says whether the form may be sent, moving the
 * focus to the first field that is wrong.
 */
export function useFormFields<V extends object>(initial: V, idOf: (name: keyof V) => string) {
  const first = useRef(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const set = useCallback((patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const names = Object.keys(patch) as (keyof V)[];
      if (!names.some((n) => e[n])) return e;
      const next = { ...e };
      for (const n of names) delete next[n];
      return next;
    });
  }, []);

  const show = useCallback(
    (found: Errors<V>) => {
      setErrors(found);
      const wrong = (Object.keys(found) as (keyof V)[]).filter((n) => found[n]);
      if (wrong.length === 0) return true;
      document.getElementById(idOf(wrong[0]!))?.focus();
      return false;
    },
    [idOf],
  );

  const reset = useCallback(() => {
    setValues(first.current);
    setErrors({});
  }, []);

  return { values, errors, set, check: show, setError: (name: keyof V, message: string) => show({ [name]: message } as Errors<V>), reset };
}
