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
        <button
          type="button"
          className="password-toggle"
          aria-pressed={shown}
          aria-label={shown ? 'ซ่อนรหัสผ่าน' : 'แสดงรหัสผ่าน'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'ซ่อน' : 'แสดง'}
        </button>
      }
    />
  );
}
