import { useState } from 'react';
import { branchCalls, type PublicBranch } from '@goldshop/api/contract';
import { useApi } from '../../lib/use-api';
import { Field, Select } from '../../ui/Field';

/**
 * Which branch keeps a new account or contract (docs/decisions.md "Branches are rows"): the member's home branch
 * first (chosen on /account), else the first open one, unless the member picks another. The member pays that
 * branch from then on.
 */
export function useBranchChoice(): { branches: PublicBranch[]; branch: PublicBranch | undefined; pick(id: string): void } {
  const branches = useApi(branchCalls.list).data ?? [];
  const home = useApi(branchCalls.home).data?.homeBranchId;
  const [picked, setPicked] = useState('');
  const branch = branches.find((b) => String(b.id) === picked) ?? branches.find((b) => b.id === home) ?? branches[0];
  return { branches, branch, pick: setPicked };
}

/** The branch field of a request, shown only when the shop has more than one branch open. */
export function BranchChoice({
  id,
  label,
  hint,
  choice,
}: {
  id: string;
  label: string;
  hint: string;
  choice: ReturnType<typeof useBranchChoice>;
}) {
  if (choice.branches.length < 2) return null;
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <Select
          {...control}
          value={choice.branch ? String(choice.branch.id) : ''}
          onChange={(e) => choice.pick(e.target.value)}
          options={choice.branches.map((b) => ({ value: String(b.id), label: `สาขา${b.name}` }))}
        />
      )}
    </Field>
  );
}
