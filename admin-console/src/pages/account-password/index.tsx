import { PageContainer, ProCard, ProForm, ProFormText } from '@ant-design/pro-components';
import { useSession } from '../../auth/session';
import { notifySuccess } from '../../services/feedback';
import { changeOwnPassword } from './service';

type Values = { oldPassword: string; newPassword: string; confirm: string };

/** Every staff member changes their own password here (from the account menu). */
export default function AccountPassword() {
  const { me, signIn } = useSession();
  const [form] = ProForm.useForm<Values>();
  return (
    <PageContainer title="เปลี่ยนรหัสผ่าน" subTitle={me ? `บัญชี ${me.username}` : undefined}>
      <ProCard bordered style={{ maxWidth: 520 }}>
        <ProForm<Values>
          name="own-password"
          form={form}
          submitter={{ searchConfig: { submitText: 'เปลี่ยนรหัสผ่าน' }, resetButtonProps: false }}
          onFinish={async ({ oldPassword, newPassword }) => {
            try {
              const answer = await changeOwnPassword({ oldPassword, newPassword });
              // Other sessions end; this one continues on the token the server just issued.
              signIn(answer.token);
              notifySuccess(answer.message);
              form.resetFields();
            } catch {
              return false;
            }
            return true;
          }}
        >
          <ProFormText.Password
            name="oldPassword"
            label="รหัสผ่านเดิม"
            fieldProps={{ autoComplete: 'current-password' }}
            rules={[{ required: true, message: 'กรุณากรอกรหัสผ่านเดิม' }]}
          />
          <ProFormText.Password
            name="newPassword"
            label="รหัสผ่านใหม่"
            fieldProps={{ autoComplete: 'new-password' }}
            rules={[
              { required: true, message: 'กรุณากรอกรหัสผ่านใหม่' },
              { min: 8, message: 'รหัสผ่านอย่างน้อย 8 ตัวอักษร' },
              { max: 128, message: 'รหัสผ่านยาวเกินไป' },
            ]}
          />
          <ProFormText.Password
            name="confirm"
            label="ยืนยันรหัสผ่านใหม่"
            dependencies={['newPassword']}
            fieldProps={{ autoComplete: 'new-password' }}
            rules={[
              { required: true, message: 'กรุณายืนยันรหัสผ่านใหม่' },
              ({ getFieldValue }) => ({
                validator: (_, v?: string) =>
                  !v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('รหัสผ่านใหม่ไม่ตรงกัน')),
              }),
            ]}
          />
        </ProForm>
      </ProCard>
    </PageContainer>
  );
}
