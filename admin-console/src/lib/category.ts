/**
 * Admin labels of cat_id (docs/product.md "Product categories"): 1–5 are the same everywhere; in the admin 6 is pledged loose items
 * (gold forfeited from pawn contracts), and any value outside 1–6 reads as QC-reject items.
 */
export const ADMIN_CATEGORY_LABELS: Readonly<Record<number, string>> = {
  1: 'สร้อยคอ',
  2: 'สร้อยข้อมือ',
  3: 'แหวน',
  4: 'กำไล',
  5: 'ต่างหู',
  6: 'ทองหลุดจำนำ',
};
export const QC_REJECT_LABEL = 'สินค้าไม่ผ่าน QC';
/** The value the member app reads as QC-reject (value 7, docs/product.md "Product categories"); new QC-reject products get it. */
export const QC_REJECT_CAT_ID = 7;

export function adminCategoryLabel(catId: number): string {
  return ADMIN_CATEGORY_LABELS[catId] ?? QC_REJECT_LABEL;
}

/** The filter's value for "anything outside 1–6". */
export const QC_FILTER = 'qc';
export type CategoryFilter = number | typeof QC_FILTER | undefined;

export function matchesCategory(catId: number, filter: CategoryFilter): boolean {
  if (filter === undefined || filter === null || (filter as unknown) === '') return true;
  if (filter === QC_FILTER) return !(catId in ADMIN_CATEGORY_LABELS);
  return catId === Number(filter);
}

/** Options for the add/edit form: 1–6 and 7 (QC reject), plus the product's own value if it is another. */
export function categoryOptions(current?: number): { value: number; label: string }[] {
  const opts = [...Object.keys(ADMIN_CATEGORY_LABELS).map(Number), QC_REJECT_CAT_ID].map((value) => ({
    value,
    label: adminCategoryLabel(value),
  }));
  if (current !== undefined && !opts.some((o) => o.value === current)) {
    opts.push({ value: current, label: `${QC_REJECT_LABEL} (รหัส ${current})` });
  }
  return opts;
}

/** Options for the table's filter: the six named categories and the QC-reject group. */
export const categoryFilterOptions = [
  ...Object.entries(ADMIN_CATEGORY_LABELS).map(([value, label]) => ({ value: Number(value), label })),
  { value: QC_FILTER, label: QC_REJECT_LABEL },
] as const;
