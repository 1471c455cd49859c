import type { ReactNode } from 'react';

/** What a plain input needs to be tied to its label, its help and its error message. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field without antd: the label, the control, a help line under it (the shop's minimum),
 * and its error message, read out when it appears.
 */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children(control: FieldControl): ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && <div id={hintId} className="field__hint">{hint}</div>}
      {error && <p id={errorId} className="field__error" role="alert">{error}</p>}
    </div>
  );
}
