import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** What a control needs to be tied to its label, its help and its error message. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Marked '(ไม่บังคับ)' after the label. */
  optional?: boolean;
  /** Help under the control (the shop's minimum, the principal left). */
  hint?: ReactNode;
  /**
   * The field's rule ('3-32 ตัว ใช้ได้เฉพาะ …'), under the control until a message takes its place: a rule broken
   * is said once, as the error, not beside itself.
   */
  rule?: string;
  /** Said when typing was changed, e.g. characters that cannot be used were dropped (use-form's filters). */
  note?: string;
  error?: string;
  children(control: FieldControl): ReactNode;
}

/**
 * A labelled field: the label, the control, a hint, a note and the error, each read out with the control
 * (aria-describedby); the error is announced when it appears.
 */
export function Field({ id, label, optional = false, hint: help, rule, note, error, children }: FieldProps) {
  const hint = help ?? (error ? undefined : rule);
  const ids = { hint: `${id}-hint`, note: `${id}-note`, error: `${id}-error` };
  const describedBy = [hint && ids.hint, note && ids.note, error && ids.error].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional">(ไม่บังคับ)</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <div id={ids.hint} className="field__hint">
          {hint}
        </div>
      )}
      {note && (
        <p id={ids.note} className="field__note" role="status">
          {note}
        </p>
      )}
      {error && (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input in the kit's look. */
export const TextInput = ({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) => (
  <input {...props} className={`input ${className}`.trim()} />
);

/** A textarea in the kit's look. */
export const TextArea = ({ className = '', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea {...props} className={`input ${className}`.trim()} />
);

/**
 * The phone's own picker: `placeholder` is a first option that cannot be chosen again, shown until something is.
 */
export function Select({
  options,
  placeholder,
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly { value: string; label: string; disabled?: boolean }[];
  placeholder?: string;
}) {
  return (
    <select {...props} className={`input ${className}`.trim()}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox with its words as its label (the whole line is the touch target). */
export function Checkbox({ label, className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={`check ${className}`.trim()}>
      <input {...input} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}

/**
 * One choice of a few, as radio buttons in a group named by `label` (a fieldset's legend): a list, or with
 * `segmented` one row of buttons. `value` '' when nothing is chosen yet.
 */
export function RadioGroup({
  id,
  label,
  name,
  options,
  value,
  onChange,
  segmented = false,
  error,
  hint,
}: {
  id: string;
  label: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  segmented?: boolean;
  error?: string;
  hint?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="field" id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend className={segmented ? 'visually-hidden' : 'field__label'}>{label}</legend>
      <div className={segmented ? 'segmented' : 'choices'} role="radiogroup" aria-invalid={Boolean(error)}>
        {options.map((o) => (
          <label key={o.value} className={segmented ? undefined : 'check'}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint && <div className="field__hint">{hint}</div>}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
