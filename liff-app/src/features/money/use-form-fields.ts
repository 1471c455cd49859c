import { useState } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A plain form's values and the message under each field. Changing a field clears its message (the member
 * is fixing it); `check` shows the messages found, moves the focus to the first field that is wrong and says
 * whether the form may be sent.
 */
export function useFormFields<V extends object>(initial: V, idOf: (name: keyof V) => string) {
  const [first] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const set = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const n of Object.keys(patch) as (keyof V)[]) delete next[n];
      return next;
    });
  };

  const check = (found: Errors<V>) => {
    setErrors(found);
    const wrong = (Object.keys(found) as (keyof V)[]).find((n) => found[n]);
    if (wrong !== undefined) document.getElementById(idOf(wrong))?.focus();
    return wrong === undefined;
  };

  const reset = () => {
    setValues(first);
    setErrors({});
  };

  return { values, errors, set, check, setError: (name: keyof V, message: string) => void check({ [name]: message } as Errors<V>), reset };
}
