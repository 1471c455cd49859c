/** A form's code on its way (it loads with antd): grey bars where its fields will be, plain. */
export function FormSkeleton() {
  return (
    <div className="form-skeleton" aria-busy="true" data-testid="form-skeleton">
      <span className="skeleton form-skeleton__label" />
      <span className="skeleton form-skeleton__field" />
      <span className="skeleton form-skeleton__label" />
      <span className="skeleton form-skeleton__field" />
      <span className="skeleton form-skeleton__button" />
    </div>
  );
}
