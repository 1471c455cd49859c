import type { ReactElement } from 'react';
import { ModalForm, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Col, Row } from 'antd';
import { imageSrc } from '@goldshop/api/contract';
import { ImagePicker } from '../../../components/ImagePicker';
import { notifySuccess } from '../../../services/feedback';
import type { ContentItem, ContentKind } from '../kinds';
import type { ContentFields } from '../service';

/**
 * Edits one content record (docs/product.md "Console: home, shop and about editors"): its text fields, its
 * description, and its images, each sent only when a new one was chosen.
 */
export function ContentForm<T extends ContentItem>({
  kind,
  item,
  trigger,
  onSaved,
}: {
  kind: ContentKind<T>;
  item: T;
  trigger: ReactElement;
  onSaved: () => void;
}) {
  const { form } = kind;
  const text = (name: string) => (item as unknown as Record<string, string | null>)[name] ?? undefined;
  const pickers = form.images.map((f) => (
    <ProForm.Item key={f.name} name={f.name} label={f.label} extra={form.keepText}>
      <ImagePicker current={imageSrc(text(f.name))} label={f.label} height={f.height} />
    </ProForm.Item>
  ));
  return (
    <ModalForm<ContentFields>
      name={`${kind.name}-${item.id}`}
      title={form.title}
      trigger={trigger}
      width={form.width}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={Object.fromEntries([...form.texts.map((f) => f.name), 'description'].map((name) => [name, text(name)]))}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (values) => {
        try {
          await kind.save(item.id, values);
        } catch {
          return false;
        }
        notifySuccess(form.savedText);
        onSaved();
        return true;
      }}
    >
      {form.texts.map((f) => (
        <ProFormText
          key={f.name}
          name={f.name}
          label={f.label}
          rules={f.required ? [{ required: true, message: f.required }] : undefined}
          fieldProps={{ maxLength: f.max, showCount: true }}
        />
      ))}
      <ProFormTextArea
        name="description"
        label="คำอธิบาย"
        fieldProps={{ maxLength: form.description.max, showCount: true, autoSize: { minRows: 3, maxRows: form.description.maxRows } }}
      />
      {pickers.length === 1 ? (
        pickers
      ) : (
        <Row gutter={16}>
          {pickers.map((p) => (
            <Col key={p.key} xs={24} sm={12}>
              {p}
            </Col>
          ))}
        </Row>
      )}
    </ModalForm>
  );
}
