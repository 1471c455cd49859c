import { dashboardCalls } from '@goldshop/api/contract';
import { request } from '../../services/request';

export const fetchDashboard = () => request(dashboardCalls.dashboard);
