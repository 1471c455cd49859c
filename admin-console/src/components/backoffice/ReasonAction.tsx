import type { ReactNode } from 'react';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Button, type ButtonProps } from 'antd';
import { notifySuccess } from '../../services/feedback';

export interface ReasonActionProps {
  /** Button text, e.g. 'ไม่อนุมัติ'. */
  label: string;
  title: ReactNode;
  /** The text field's label: 'เหตุผล' (shown to the member) or 'หมายเหตุ'. */
  fieldLabel?: string;
  /** A reject needs a reason; a fulfilment note may be empty. */
  required?: boolean;
  action: (note: string) => Promise<{ message?: string } | unknown>;
  successText?: string;
  onDone?: () => void;
  danger?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  extra?: ReactNode;
  /** A stable name for the form (several may be on one page). */
  name: string;
}

/** A decision that carries text: the modal's submit is the confirmation; the server's answer decides the rest. */
export function ReasonAction({
  label,
  title,
  fieldLabel = 'เหตุผล',
  required = true,
  action,
  successText,
  onDone,
  danger = true,
  type,
  size = 'small',
  extra,
  name,
}: ReasonActionProps) {
  return (
    <ModalForm<{ note?: string }>
      name={name}
      title={title}
      width={480}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={
        <Button danger={danger} type={type} size={size}>
          {label}
        </Button>
      }
      submitter={{ searchConfig: { submitText: 'ยืนยัน', resetText: 'ยกเลิก' } }}
      onFinish={async ({ note }) => {
        try {
          const answer = (await action((note ?? '').trim())) as { message?: unknown } | undefined;
          notifySuccess(typeof answer?.message === 'string' ? answer.message : (successText ?? 'บันทึกแล้ว'));
        } catch {
          return false;
        }
        onDone?.();
        return true;
      }}
    >
      {extra}
      <ProFormTextArea
        name="note"
        label={fieldLabel}
        fieldProps={{ maxLength: 500, showCount: true, rows: 3 }}
        rules={required ? [{ required: true, whitespace: true, message: `กรุณากรอก${fieldLabel}` }] : []}
      />
    </ModalForm>
  );
}
