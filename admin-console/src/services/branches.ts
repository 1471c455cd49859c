import { useEffect, useState } from 'react';
import { branchCalls, type AdminBranch } from '@goldshop/api/contract';
import { request } from './request';

/** Every branch, closed ones too (staff read them): to name the branch that keeps something, and to offer one. */
export const listBranches = () => request(branchCalls.adminList);

/** The branches for a page that names or offers them; empty until loaded (a failed load leaves ids unnamed). */
export function useBranches(): AdminBranch[] {
  const [branches, setBranches] = useState<AdminBranch[]>([]);
  useEffect(() => {
    listBranches().then(setBranches, () => undefined);
  }, []);
  return branches;
}
