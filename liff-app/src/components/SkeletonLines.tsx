/**
 * Grey bars where lines of text will be, plain elements (no antd's Skeleton): `widths` in % of the box, one
 * bar each. The box's class sets the gap and a bar's height where a figure stands taller.
 */
export function SkeletonLines({ widths, className = '', testId }: { widths: number[]; className?: string; testId?: string }) {
  return (
    <div className={`skeleton-lines ${className}`.trim()} aria-busy="true" data-testid={testId}>
      {widths.map((w, i) => (
        <span key={i} className="skeleton skeleton-lines__line" style={{ width: `${w}%` }} />
      ))}
    </div>
  );
}
