/**
 * A loading indicator without antd, for the screens that stay free of it (home, /shop, /about, routes).
 * `label={null}` when visible text beside it already says what is loading.
 */
export function Spinner({ label = 'กำลังโหลด…', size = 'large' }: { label?: string | null; size?: 'small' | 'large' }) {
  if (label === null) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A whole-screen placeholder while a screen's code or first data arrives. */
export function PageSpinner() {
  return (
    <div className="page-loading">
      <Spinner />
    </div>
  );
}
