import { ProForm, ProFormText } from '@ant-design/pro-components';
import { Link } from 'react-router-dom';
import { Divider, Typography } from 'antd';
import type { ShopProfile } from '@goldshop/api/contract';
import { notifySuccess } from '../../../services/feedback';
import { saveShopProfile } from '../service';
import { COMPANY_MAX, LINK_MAX, linkProblem, ruleOf, SHOP_NAME_MAX, toShopProfile, type ShopProfileForm as Values } from '../rules';

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

/** The owner's form for the shop's name and social links; what the server saved comes back. */
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
      <ProFormText
        name="company"
        label="ชื่อผู้ประกอบการ (บริษัทหรือบุคคล)"
        width="lg"
        placeholder="เช่น บริษัท ห้างทองตัวอย่าง จำกัด"
        fieldProps={{ maxLength: COMPANY_MAX, showCount: true }}
        extra="ชื่อที่ใช้ในนโยบายความเป็นส่วนตัวและข้อกำหนดการใช้งานของแอป เว้นว่างไว้จะใช้ชื่อร้าน"
      />

      <Typography.Paragraph type="secondary">
        สาขา เบอร์โทร ที่อยู่ แผนที่ และเวลาทำการ แก้ไขได้ที่หน้า <Link to="/branches">สาขา</Link>
      </Typography.Paragraph>

      <Divider orientation="left">ช่องทางออนไลน์</Divider>
      <ProForm.Group>
        {linkField('facebook', 'Facebook', 'https://www.facebook.com/…')}
        {linkField('tiktok', 'TikTok', 'https://www.tiktok.com/@…')}
        {linkField('lineOa', 'LINE Official Account', 'https://lin.ee/…')}
      </ProForm.Group>
    </ProForm>
  );
}
