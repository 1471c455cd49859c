import { contentCalls, goldAccountCalls as calls, type GoldTransactionsQuery } from '@goldshop/api/contract';
import type { FlagSwitchDef } from '../privacy-manager/service';
import { request } from '../../services/request';
import { tableQuery, type TableParams } from '../../lib/table-query';

export const listGoldTransactions = (params: TableParams) =>
  request(calls.transactions, { query: tableQuery<GoldTransactionsQuery>(params) });
export const approveGold = (id: number) => request(calls.approve, { params: { id }, body: {} });
export const rejectGold = (id: number, note: string) => request(calls.reject, { params: { id }, body: { note } });

/** The gold account's service switch (docs/decisions.md "Gold account: the owner's limits"), beside its queue. */
export const GOLD_FLAGS: FlagSwitchDef[] = [
  {
    key: 'gold',
    label: 'เปิดบริการออมทองเป็นน้ำหนัก',
    help: 'ปิดแล้วสมาชิกเปิดบัญชี ฝากซื้อ รับทอง และขายคืนไม่ได้ รายการที่ส่งมาแล้วเจ้าหน้าที่ยังอนุมัติได้ตามปกติ',
    read: contentCalls.goldVisible,
    write: contentCalls.setGoldVisible,
  },
];
