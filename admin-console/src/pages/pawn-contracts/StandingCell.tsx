import { Tag, Typography } from 'antd';
import { pawnStandingLabel, pawnStandingSentence, pawnStandingTone, type PawnContract } from '@goldshop/api/contract';
import { CellHint, CellLines } from '../../components/backoffice/CellLines';
import { formatThaiDate } from '../../lib/date';

const COLOR = { success: 'green', warning: 'gold', danger: 'red', neutral: 'default' } as const;

/**
 * Where a contract stands today, in the words the member reads on the same contract (docs/product.md "Rules: pawn
 * contracts (ขายฝาก)"), and the branch system's own word beside it when it says something else.
 */
export function StandingCell({ c }: { c: Pick<PawnContract, 'standing' | 'jn_Status'> }) {
  const label = pawnStandingLabel(c.standing);
  return (
    <CellLines>
      <Tag color={COLOR[pawnStandingTone(c.standing.code)]} data-testid="pawn-standing">
        {label}
      </Tag>
      {c.jn_Status.trim() !== label && <CellHint>ระบบร้าน: {c.jn_Status}</CellHint>}
    </CellLines>
  );
}

/** The member's one sentence, for staff reading a contract to a customer on the phone. */
export const StandingSentence = ({ c }: { c: Pick<PawnContract, 'standing'> }) => (
  <Typography.Text data-testid="pawn-standing-sentence">{pawnStandingSentence(c.standing, formatThaiDate)}</Typography.Text>
);
