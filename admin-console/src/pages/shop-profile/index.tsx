import { useCallback, useEffect, useState } from 'react';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Alert, Button, Skeleton } from 'antd';
import { ApiError, type ShopProfile } from '@goldshop/api/contract';
import { ShopProfileForm } from './components/ShopProfileForm';
import { getShopProfile } from './service';

/**
 * ข้อมูลร้าน (owner only): the shop's name and social links, which the member app's header, footer, about
 * page and contact button show (its branches are edited on สาขา). Saving replaces the whole profile (the API's PUT). Staff never
 * reach it: the router's access guard answers its address with the owner-only reason.
 */
export default function ShopProfilePage() {
  const [profile, setProfile] = useState<ShopProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped after a save so the form restarts from what the server stored (trimmed).
  const [version, setVersion] = useState(0);
  const load = useCallback(() => {
    setError(null);
    getShopProfile().then(setProfile, (err: unknown) => setError(err instanceof ApiError ? err.message : 'โหลดข้อมูลไม่สำเร็จ'));
  }, []);
  useEffect(load, [load]);

  return (
    <PageContainer title="ข้อมูลร้าน" subTitle="ชื่อร้านและลิงก์ ที่ลูกค้าเห็นในแอปสมาชิก (ส่วนหัว ส่วนท้าย หน้าเกี่ยวกับเรา และปุ่มติดต่อ)">
      <ProCard bordered>
        {error ? (
          <Alert type="error" showIcon message={error} action={<Button onClick={load}>ลองใหม่</Button>} />
        ) : !profile ? (
          <Skeleton active />
        ) : (
          <ShopProfileForm
            key={version}
            profile={profile}
            onSaved={(p) => {
              setProfile(p);
              setVersion((v) => v + 1);
            }}
          />
        )}
      </ProCard>
    </PageContainer>
  );
}
