import { schema, type Db } from '../index';
import { DEMO_CATEGORIES } from './catalog';

/**
 * What a real (non-demo) shop needs before staff can set it up: the original API has calls to edit the home,
 * about and bank records but none to create them, and categories have no admin screen. Services start
 * closed (flags 0) until staff open them.
 */
export function insertShopStructure(tx: Db): void {
  tx.insert(schema.categories)
    .values([...DEMO_CATEGORIES])
    .onConflictDoNothing()
    .run();
  tx.insert(schema.homeContent).values({ header: 'ยินดีต้อนรับสู่ร้านทอง', description: '' }).run();
  tx.insert(schema.aboutContent).values({ header: 'เกี่ยวกับเรา', slogan: '', description: '' }).run();
  tx.insert(schema.bankAccounts).values({ bank: 'ยังไม่ได้ตั้งค่าบัญชีธนาคาร', accName: '-', accNo: '' }).run();
  tx.insert(schema.flags)
    .values(schema.flagKeys.map((key) => ({ key, value: 0 })))
    .onConflictDoNothing()
    .run();
}
