// Shared value sets. The Thai values are the contract's (SPEC §4); the rest are ours and never shown raw.

/** SPEC §4 verificationStatus. */
export const verificationStatuses = [0, 1, 2, 99] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Staff decision on any request a member makes. */
export const requestStatuses = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** SPEC §4 savings type 1 sav_status, plus the rejected state staff can set (member may ask again). */
export const savingStatuses = ['รออนุมัติ', 'มีผลบังคับ', 'ไม่อนุมัติ'] as const;
export type SavingStatus = (typeof savingStatuses)[number];

export const savingKinds = ['deposit', 'withdraw_goods', 'withdraw_cash'] as const;
export type SavingKind = (typeof savingKinds)[number];

/** SPEC §4 type 2 Status. 'รออนุมัติ' is the contract's; the others are shown in the success style. */
export const downStatuses = ['รออนุมัติ', 'อนุมัติ', 'ไม่อนุมัติ', 'รอปิดสัญญา', 'ปิดสัญญา'] as const;
export type DownStatus = (typeof downStatuses)[number];

export const deliveryModes = ['จัดส่ง', 'รับเองหน้าร้าน'] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

export const branches = ['นาวง', 'หาดสำราญ', 'เขาวิเศษ'] as const;
export type Branch = (typeof branches)[number];

export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Image kinds decide who may see an image: public ones are cacheable, the rest need a signed URL. */
export const imageKinds = ['product', 'content', 'bank_logo', 'slip', 'id_card', 'selfie', 'proof'] as const;
export type ImageKind = (typeof imageKinds)[number];
export const publicImageKinds: readonly ImageKind[] = ['product', 'content', 'bank_logo'];

/** Settings switched by staff (SPEC §7 visibility and withdrawal flags). */
export const flagKeys = ['sav1_visible', 'sav2_visible', 'product_withdraw', 'cash_withdraw'] as const;
export type FlagKey = (typeof flagKeys)[number];
