import type { CSSProperties, ReactNode } from 'react';
import { ProCard, ProForm, ProFormDigit } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { PriceInUseAnswer } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';

/** The one number a card sets, its bounds, and what saving it says. */
export interface OwnerNumber {
  /** The form's name and its field's. */
  name: string;
  value: number;
  label: string;
  min: number;
  max: number;
  precision: number;
  step: number;
  required: string;
  submitText: string;
  save: (value: number) => Promise<PriceInUseAnswer>;
  savedText: (value: number) => string;
}

/**
 * A card of the gold price page that sets one of the owner's numbers (docs/access.md): what it means, then,
 * for the owner, the field and its save; staff read the note only (it says the value and whose it is).
 * Saving answers the price in use again, for the page.
 */
export function OwnerNumberCard({
  title,
  testId,
  style,
  note,
  editable,
  setting: s,
  onSaved,
}: {
  title: string;
  testId: string;
  style?: CSSProperties;
  note: ReactNode;
  editable: boolean;
  setting: OwnerNumber;
  onSaved: (next: PriceInUseAnswer) => void;
}) {
  return (
    <ProCard title={title} bordered headerBordered data-testid={testId} style={style}>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      {editable && (
        <ProForm<Record<string, number>>
          name={testId}
          autoFocusFirstInput={false}
          layout="vertical"
          initialValues={{ [s.name]: s.value }}
          submitter={{ searchConfig: { submitText: s.submitText }, resetButtonProps: false }}
          onFinish={async (values) => {
            const value = values[s.name]!;
            try {
              onSaved(await s.save(value));
            } catch {
              return false;
            }
            notifySuccess(s.savedText(value));
            return true;
          }}
        >
          <ProFormDigit
            name={s.name}
            label={s.label}
            width="sm"
            min={s.min}
            max={s.max}
            fieldProps={{ precision: s.precision, step: s.step, style: { width: '100%' } }}
            rules={[{ required: true, message: s.required }]}
          />
        </ProForm>
      )}
    </ProCard>
  );
}
