import type { AccountAnswer } from '@goldshop/api/contract';
import { Box } from '../../ui/Box';
import { when } from './when';
import { ID_VIEW_FOR, ID_VIEW_TEXT } from './words';

/** Who at the shop viewed the member's ID card, selfie or whole national ID, and when (the access log). */
export function IdViews({ views }: { views: AccountAnswer['idViews'] }) {
  return (
    <Box title="ประวัติการเปิดดูข้อมูลบัตรประชาชนของคุณ" id="account-views" testId="account-views">
      {views.length === 0 ? (
        <p className="muted">ยังไม่มีเจ้าหน้าที่เปิดดูรูปบัตรหรือเลขบัตรประชาชนของคุณ</p>
      ) : (
        <ul className="account__list">
          {views.map((v, i) => (
            <li key={i} className="account__view">
              <span>{ID_VIEW_TEXT[v.what]}</span>
              <span className="muted">
                {when(v.at)} · โดยเจ้าหน้าที่ {v.by}
                {v.entity && ID_VIEW_FOR[v.entity] ? ` · เพื่อ${ID_VIEW_FOR[v.entity]}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
