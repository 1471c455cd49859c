import { useState } from 'react';
import { Input, type InputProps } from 'antd';

/** A password field with a real show/hide button (keyboard and screen-reader reachable). */
export function PasswordInput(props: InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        // The name a screen reader hears contains the word shown on the button (WCAG 2.5.3 label in name).
        <button type="button" className="password-toggle" onClick={() => setShown((s) => !s)}>
          {shown ? 'ซ่อน' : 'แสดง'}
          <span className="visually-hidden">รหัสผ่าน</span>
        </button>
      }
    />
  );
}
