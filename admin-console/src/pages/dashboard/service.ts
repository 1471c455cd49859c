import type { DashboardAnswer } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const fetchDashboard = () => request<DashboardAnswer>('/api/admin/dashboard');
