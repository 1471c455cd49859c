import { useProfile } from '../../stores/shop-profile';

/**
 * Who the pages name as the one keeping the data and offering the service: the company in the shop profile
 * (console "ข้อมูลร้าน"), else the shop's name, while it loads a neutral word.
 */
export function useOperator(): { company: string; shop: string } {
  const profile = useProfile();
  const shop = profile?.name || 'ร้านทอง';
  return { company: profile?.company?.trim() || shop, shop };
}
