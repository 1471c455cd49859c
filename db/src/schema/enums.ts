// Shared value sets. The Thai values are the contract's (SPEC §4); the rest are ours and never shown raw.

/** SPEC §4 verificationStatus. */
export const verificationStatuses = [0, 1, 2, 99] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Staff decision on any request a member makes. */
export const requestStatuses = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/**
 * A savings type 1 account: asked for, in force, or refused (the member may ask again). Stored as these
 * codes; SPEC §4's sav_status texts are produced at the edge (api/src/areas/saving).
 */
export const savingStatuses = ['pending', 'active', 'rejected'] as const;
export type SavingStatus = (typeof savingStatuses)[number];

export const savingKinds = ['deposit', 'withdraw_goods', 'withdraw_cash'] as const;
export type SavingKind = (typeof savingKinds)[number];
/** The withdrawal kinds: what a pending one holds comes off what the member may still withdraw. */
export const withdrawalKinds = ['withdraw_goods', 'withdraw_cash'] as const satisfies readonly SavingKind[];

/**
 * An approved withdrawal on its way to the member: goods prepared, then shipped or picked up at the
 * branch; cash transferred (with the shop's proof). Null until the first step.
 */
export const fulfilmentSteps = ['prepared', 'shipped', 'picked_up', 'transferred'] as const;
export type FulfilmentStep = (typeof fulfilmentSteps)[number];

/**
 * A type 2 contract: asked for, approved (paying instalments), refused, closing asked for, closed. Stored as
 * these codes; SPEC §4's Status texts are produced at the edge (api/src/areas/down).
 */
export const downStatuses = ['pending', 'approved', 'rejected', 'closing', 'closed'] as const;
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

/** What a staff member was shown that the access log records: a private image, or a national ID in full. */
export const sensitiveSubjects = ['image', 'national_id'] as const;
export type SensitiveSubject = (typeof sensitiveSubjects)[number];

/** Settings switched by staff (SPEC §7 visibility and withdrawal flags). */
export const flagKeys = ['sav1_visible', 'sav2_visible', 'product_withdraw', 'cash_withdraw'] as const;
export type FlagKey = (typeof flagKeys)[number];

/** What a member asks to be told: the bar sell-out price fell below, or the bar buy-back price rose above. */
export const priceAlertKinds = ['sell_below', 'buyback_above'] as const;
export type PriceAlertKind = (typeof priceAlertKinds)[number];
