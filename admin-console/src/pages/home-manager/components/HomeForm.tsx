import type { ReactElement } from 'react';
import { ModalForm, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { imageSrc, type HomeItem } from '@goldshop/api/contract';
import { ImagePicker } from '../../../components/ImagePicker';
import { notifySuccess } from '../../../services/feedback';
import { updateHome, type HomeInput } from '../service';

/** Edits the home page hero: header, description and image (Home page, docs/product.md "Console: home, shop and about editors"). */
export function HomeForm({ item, trigger, onSaved }: { item: HomeItem; trigger: ReactElement; onSaved: () => void }) {
  return (
    <ModalForm<HomeInput>
      name={`home-${item.id}`}
      title="แก้ไขเนื้อหาหน้าแรก"
      trigger={trigger}
      width={640}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      initialValues={{ header: item.header, description: item.description }}
      submitter={{ searchConfig: { submitText: 'บันทึก', resetText: 'ยกเลิก' } }}
      onFinish={async (values) => {
        try {
          await updateHome(item.id, values);
        } catch {
          return false;
        }
        notifySuccess('บันทึกเนื้อหาหน้าแรกแล้ว');
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
      <ProFormTextArea
        name="description"
        label="คำอธิบาย"
        fieldProps={{ maxLength: 2000, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
      />
      <ProForm.Item name="img" label="รูปหลัก" extra="เว้นไว้หากไม่ต้องการเปลี่ยนรูป">
        <ImagePicker current={imageSrc(item.img)} label="รูปหลัก" height={180} />
      </ProForm.Item>
    </ModalForm>
  );
}
