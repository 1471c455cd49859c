import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoginForm, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ApiError, ADMIN_SIGNIN_FAILED_MESSAGE, type SigninBody } from '@goldshop/api/contract';
import { useSession } from '../../auth/session';
import { DASHBOARD_PATH } from '../../access';
import { adminSignin } from './service';

/** Admin sign in (docs/product.md "Console: sign in and menu"): username, password, remember-me (a longer session; nothing else is stored). */
export default function SigninPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: SigninBody) => {
    setFailure(null);
    try {
      const { token } = await adminSignin({ username: values.username.trim(), password: values.password, rememberMe: !!values.rememberMe });
      signIn(token);
      navigate(DASHBOARD_PATH, { replace: true });
      return true;
    } catch (err) {
      // docs/product.md "Messages": 'เข้าสู่ระบบไม่สำเร็จ'; a rate limit or an outage says so underneath.
      const detail = err instanceof ApiError && err.status !== 401 && err.message !== ADMIN_SIGNIN_FAILED_MESSAGE ? err.message : null;
      setFailure(detail ?? '');
      return false;
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #fdf6e3 0%, #f5f5f5 100%)', paddingTop: '8vh' }}>
      <LoginForm<SigninBody>
        name="admin-signin"
        title="ร้านทอง"
        subTitle="ระบบจัดการสำหรับพนักงาน"
        logo={<img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" />}
        initialValues={{ rememberMe: false }}
        submitter={{ searchConfig: { submitText: 'เข้าสู่ระบบ' } }}
        onFinish={onFinish}
      >
        {failure !== null && (
          <Alert
            role="alert"
            type="error"
            showIcon
            style={{ marginBottom: 24 }}
            message={ADMIN_SIGNIN_FAILED_MESSAGE}
            description={failure || undefined}
          />
        )}
        <ProFormText
          name="username"
          label="ชื่อผู้ใช้"
          fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username', autoFocus: true }}
          placeholder="ชื่อผู้ใช้"
          rules={[{ required: true, message: 'กรุณากรอกชื่อผู้ใช้' }]}
        />
        <ProFormText.Password
          name="password"
          label="รหัสผ่าน"
          fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
          placeholder="รหัสผ่าน"
          rules={[{ required: true, message: 'กรุณากรอกรหัสผ่าน' }]}
        />
        <ProFormCheckbox name="rememberMe" fieldProps={{ style: { marginBottom: 8 } }}>
          จดจำการเข้าสู่ระบบ
        </ProFormCheckbox>
      </LoginForm>
    </div>
  );
}
