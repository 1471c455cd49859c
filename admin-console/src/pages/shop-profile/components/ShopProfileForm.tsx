import { ProCard, ProForm, ProFormList, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Divider, Typography } from 'antd';
import type { ShopProfile } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { saveShopProfile } from '../service';
import {
  ADDRESS_MAX,
  BRANCH_NAME_MAX,
  LINK_MAX,
  linkProblem,
  MAX_BRANCHES,
  PHONE_MAX,
  phoneProblem,
  ruleOf,
  SHOP_NAME_MAX,
  toShopProfile,
  type ShopProfileForm as Values,
} from '../rules';

const linkRules = [ruleOf(linkProblem)];
const linkField = (name: keyof Pick<ShopProfile, 'facebook' | 'tiktok' | 'lineOa'>, label: string, placeholder: string) => (
  <ProFormText
    name={name}
    label={label}
    width="md"
    placeholder={placeholder}
    rules={linkRules}
    fieldProps={{ maxLength: LINK_MAX, inputMode: 'url' }}
    extra="เว้นว่างได้ถ้าไม่มี"
  />
);

/** The owner's form for the shop's name, branches and social links; what the server saved comes back. */
export function ShopProfileForm({ profile, onSaved }: { profile: ShopProfile; onSaved: (p: ShopProfile) => void }) {
  return (
    <ProForm<Values>
      name="shop-profile"
      layout="vertical"
      initialValues={profile}
      submitter={{ searchConfig: { submitText: 'บันทึกข้อมูลร้าน', resetText: 'คืนค่าที่บันทึกไว้' } }}
      onFinish={async (values) => {
        try {
          const saved = await saveShopProfile(toShopProfile(values));
          notifySuccess('บันทึกข้อมูลร้านแล้ว');
          onSaved(saved);
        } catch {
          return false;
        }
        return true;
      }}
    >
      <ProFormText
        name="name"
        label="ชื่อร้าน"
        width="lg"
        rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อร้าน' }]}
        fieldProps={{ maxLength: SHOP_NAME_MAX, showCount: true }}
      />

      <Divider orientation="left">สาขา</Divider>
      <Typography.Paragraph type="secondary">
        เบอร์โทรแสดงเป็นปุ่มโทรออกในแอปสมาชิก ลิงก์แผนที่ใช้ลิงก์แชร์จาก Google Maps (https://…)
      </Typography.Paragraph>
      <ProFormList
        name="branches"
        max={MAX_BRANCHES}
        copyIconProps={false}
        deleteIconProps={{ tooltipText: 'ลบสาขานี้' }}
        creatorButtonProps={{ creatorButtonText: 'เพิ่มสาขา', position: 'bottom' }}
        alwaysShowItemLabel
        // One card per branch, its delete button in the corner: rows of three look alike otherwise.
        itemRender={({ listDom, action }, { index }) => (
          <ProCard bordered size="small" title={`สาขาที่ ${index + 1}`} extra={action} style={{ marginBottom: 12 }}>
            {listDom}
          </ProCard>
        )}
      >
        {(_meta, index) => (
          <div data-testid={`branch-${index}`} style={{ width: '100%' }}>
            <ProForm.Group>
              <ProFormText
                name="name"
                label="ชื่อสาขา"
                width="sm"
                rules={[{ required: true, whitespace: true, message: 'กรุณากรอกชื่อสาขา' }]}
                fieldProps={{ maxLength: BRANCH_NAME_MAX }}
              />
              <ProFormText
                name="phone"
                label="เบอร์โทร"
                width="sm"
                placeholder="เช่น 075-299-101"
                rules={[ruleOf(phoneProblem)]}
                fieldProps={{ maxLength: PHONE_MAX, inputMode: 'tel' }}
              />
              <ProFormText
                name="mapUrl"
                label="ลิงก์แผนที่"
                width="md"
                placeholder="https://maps.app.goo.gl/…"
                rules={linkRules}
                fieldProps={{ maxLength: LINK_MAX, inputMode: 'url' }}
              />
            </ProForm.Group>
            <ProFormTextArea
              name="address"
              label="ที่อยู่"
              fieldProps={{ maxLength: ADDRESS_MAX, showCount: true, autoSize: { minRows: 2, maxRows: 4 } }}
            />
          </div>
        )}
      </ProFormList>

      <Divider orientation="left">ช่องทางออนไลน์</Divider>
      <ProForm.Group>
        {linkField('facebook', 'Facebook', 'https://www.facebook.com/…')}
        {linkField('tiktok', 'TikTok', 'https://www.tiktok.com/@…')}
        {linkField('lineOa', 'LINE Official Account', 'https://lin.ee/…')}
      </ProForm.Group>
    </ProForm>
  );
}
