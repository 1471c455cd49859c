import { dashboardCalls } from '@goldshop/api/contract';
import { request } from '../../services/request';

/** The dashboard; the owner may narrow it to one branch. */
export const fetchDashboard = (branchId?: number) =>
  request(dashboardCalls.dashboard, { query: branchId === undefined ? {} : { branch_id: branchId } });
