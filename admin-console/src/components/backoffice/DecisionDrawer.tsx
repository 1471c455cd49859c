import type { ReactNode } from 'react';
import { Drawer, Flex } from 'antd';

export interface DecisionDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The drawer's width on a desktop; never wider than the window. */
  width?: number;
  /** What staff can decide now (approve, reject, suspend, the next step); nothing when there is nothing to do. */
  decision?: ReactNode;
  /** A line beside the decision that must be read before taking it (e.g. the phone to call first). */
  beforeDeciding?: ReactNode;
  children: ReactNode;
}

/**
 * A request's drawer: the evidence scrolls, the decision stays pinned at the bottom (antd's footer), so at
 * 1280×800 approve, reject and suspend are always in reach beside the photos, never below the fold
 * (docs/decisions.md, Console).
 */
export function DecisionDrawer({ open, onClose, title, width = 760, decision, beforeDeciding, children }: DecisionDrawerProps) {
  const footer = decision ? (
    <Flex vertical gap={8} data-testid="decision-bar">
      {beforeDeciding}
      {decision}
    </Flex>
  ) : null;
  return (
    <Drawer open={open} onClose={onClose} width={`min(${width}px, 100vw)`} title={title} destroyOnClose footer={footer}>
      {children}
    </Drawer>
  );
}
