import { useState, type InputHTMLAttributes } from 'react';

/** A password input with a real show/hide button inside its right end (keyboard and screen-reader reachable). */
export function PasswordField(input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  const [shown, setShown] = useState(false);
  return (
    <span className="input-affix">
      <input {...input} className="input" type={shown ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} />
      {/* The name a screen reader hears contains the word shown on the button (WCAG 2.5.3 label in name). */}
      <button type="button" className="password-toggle input-affix__end" onClick={() => setShown((s) => !s)}>
        {shown ? 'ซ่อน' : 'แสดง'}
        <span className="visually-hidden">รหัสผ่าน</span>
      </button>
    </span>
  );
}
