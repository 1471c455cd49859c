import type { ReactElement } from 'react';
import { ModalForm, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Col, Row } from 'antd';
import { imageSrc, type AboutItem } from '@goldshop/api/contract';
import { ImagePicker } from '../../../components/ImagePicker';
import { notifySuccess } from '../../../services/feedback';
import { updateAbout, type AboutInput } from '../service';

/** Edits one about-page record: header, slogan, description and its two images. */
export function AboutForm({ item, trigger, onSaved }: { item: AboutItem; trigger: ReactElement; onSaved: () => void }) {
  return (
    <ModalForm<AboutInput>
      name={`about-${item.id}`}
      title="แก้ไขหน้าเกี่ยวกับเรา"
      trigger={trigger}
      width={720}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={{ header: item.header, slogan: item.slogan, description: item.description }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (values) => {
        try {
          await updateAbout(item.id, values);
        } catch {
          return false;
        }
        notifySuccess('บันทึกหน้าเกี่ยวกับเราแล้ว');
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="header"
        label="หัวข้อ"
        rules={[{ required: true, message: 'กรุณากรอกหัวข้อ' }]}
        fieldProps={{ maxLength: 200, showCount: true }}
      />
      <ProFormText name="slogan" label="สโลแกน" fieldProps={{ maxLength: 300, showCount: true }} />
      <ProFormTextArea
        name="description"
        label="คำอธิบาย"
        fieldProps={{ maxLength: 5000, showCount: true, autoSize: { minRows: 3, maxRows: 10 } }}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ProForm.Item name="img1" label="รูปที่ 1" extra="เว้นไว้หากไม่ต้องการเปลี่ยน">
            <ImagePicker current={imageSrc(item.img1)} label="รูปที่ 1" />
          </ProForm.Item>
        </Col>
        <Col xs={24} sm={12}>
          <ProForm.Item name="img2" label="รูปที่ 2" extra="เว้นไว้หากไม่ต้องการเปลี่ยน">
            <ImagePicker current={imageSrc(item.img2)} label="รูปที่ 2" />
          </ProForm.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}
