import type { ReactNode } from 'react';

/** antd's Thai locale has no word for "optional": mark optional fields ourselves (requiredMark). */
export const optionalMark = (label: ReactNode, { required }: { required: boolean }) => (
  <>
    {label}
    {!required && <span className="muted" style={{ marginInlineStart: 4 }}>(ไม่บังคับ)</span>}
  </>
);
