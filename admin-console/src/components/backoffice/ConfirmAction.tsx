import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { notifySuccess } from '../../services/feedback';

export interface ConfirmActionProps {
  /** The button's text, e.g. 'อนุมัติ'. */
  label: string;
  /** The question asked before anything is sent. */
  title: ReactNode;
  description?: ReactNode;
  /** Sends the decision; its `message` (the server's Thai answer) is the success toast. */
  action: () => Promise<{ message?: string } | unknown>;
  /** Shown when the answer carries no message. */
  successText?: string;
  /** Only after the server saved it: the queue's reload (useQueue), which refreshes the menu badges too. */
  onDone?: () => void;
  danger?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  icon?: ReactNode;
  disabled?: boolean;
}

/**
 * One staff decision: confirm, send, then the server's message (success toast, or the request helper's
 * error toast). Nothing on screen changes until the server has saved it; then `onDone`.
 */
export function ConfirmAction({
  label,
  title,
  description,
  action,
  successText,
  onDone,
  danger,
  type = 'primary',
  size = 'small',
  icon,
  disabled,
}: ConfirmActionProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="ยืนยัน"
      cancelText="ยกเลิก"
      okButtonProps={{ danger, loading: busy }}
      disabled={disabled || busy}
      onConfirm={async () => {
        setBusy(true);
        try {
          const answer = (await action()) as { message?: unknown } | undefined;
          notifySuccess(typeof answer?.message === 'string' ? answer.message : (successText ?? 'บันทึกแล้ว'));
        } catch {
          return; // the request helper already showed the server's message; nothing changed
        } finally {
          setBusy(false);
        }
        onDone?.();
      }}
    >
      <Button type={type} danger={danger} size={size} icon={icon} loading={busy} disabled={disabled}>
        {label}
      </Button>
    </Popconfirm>
  );
}
