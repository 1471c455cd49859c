/** A turning ring. `label={null}` when text beside it already says what is loading. */
export function Spinner({ label = 'กำลังโหลด…', size = 'large' }: { label?: string | null; size?: 'small' | 'large' }) {
  if (label === null) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A whole screen's placeholder while its code or first data arrives. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner label={label} />
    </div>
  );
}
