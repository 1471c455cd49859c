import { contentCalls as calls, type ShopProfile } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const getShopProfile = () => request(calls.shopProfile);
export const saveShopProfile = (body: ShopProfile) => request(calls.setShopProfile, { body });
