import { contentCalls as calls, type ShopProfileBody } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const getShopProfile = () => request(calls.shopProfile);
export const saveShopProfile = (body: ShopProfileBody) => request(calls.setShopProfile, { body });
