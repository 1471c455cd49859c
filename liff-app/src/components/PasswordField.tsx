import { useState, type InputHTMLAttributes } from 'react';

/**
 * A password input with a real show/hide button (keyboard and screen-reader reachable). Plain elements, so
 * the sign-in screen needs no antd; it also works inside an antd Form.Item (sign-up), which passes id,
 * value and onChange like to any input.
 */
export function PasswordField({ className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <span className={`password-field ${className}`}>
      <input {...input} className="input password-field__input" type={shown ? 'text' : 'password'} />
      {/* The name a screen reader hears contains the word shown on the button (WCAG 2.5.3 label in name). */}
      <button type="button" className="password-toggle" onClick={() => setShown((s) => !s)}>
        {shown ? 'ซ่อน' : 'แสดง'}
        <span className="visually-hidden">รหัสผ่าน</span>
      </button>
    </span>
  );
}
