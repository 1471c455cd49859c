import type { ReactNode } from 'react';

/** What a plain input needs to be tied to its label and its error message. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A labelled form field without antd: the label, the control, and its message read out when it appears. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children(control: FieldControl): ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && <p id={errorId} className="field__error" role="alert">{error}</p>}
    </div>
  );
}
