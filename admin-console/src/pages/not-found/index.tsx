import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../access';

export default function NotFound() {
  return (
    <Result
      status="404"
      title="ไม่พบหน้านี้"
      subTitle="หน้าที่คุณเปิดไม่มีอยู่ในระบบจัดการ"
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">กลับหน้าแรกของระบบ</Button>
        </Link>
      }
    />
  );
}
