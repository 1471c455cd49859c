import { goldPriceCalls as calls, type ManualGoldPrice } from '@goldshop/api/contract';
import { request } from '../../services/request';

/** The price products and savings estimates use now, its source and age, and the ornament premium. */
export const getPriceInUse = () => request(calls.inUse);
/** A price entered by hand (bar pair, ornament pair optional): stored, and used while the source is down. */
export const enterPrice = (body: ManualGoldPrice) => request(calls.manual, { body });
export const setPremium = (ornamentPremium: number) => request(calls.setPremium, { body: { ornamentPremium } });
/** The owner's limit on how far a staff member's price by hand may be from the reference (percent). */
export const setManualLimit = (percent: number) => request(calls.setManualLimit, { body: { percent } });
