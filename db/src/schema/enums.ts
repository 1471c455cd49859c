// Shared value sets. The Thai values are the contract's (docs/product.md "Formatting: Thai text"); the rest are ours and never shown raw.

/** verificationStatus (docs/product.md "Verification status"). */
export const verificationStatuses = [0, 1, 2, 99] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Staff decision on any request a member makes. */
export const requestStatuses = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/**
 * A savings type 1 account: asked for, in force, or refused (the member may ask again). Stored as these
 * codes; the sav_status texts are produced at the edge (docs/product.md "Member app: savings type 1 (/saving)") (api/src/areas/saving).
 */
export const savingStatuses = ['pending', 'active', 'rejected'] as const;
export type SavingStatus = (typeof savingStatuses)[number];

export const savingKinds = ['deposit', 'withdraw_goods', 'withdraw_cash'] as const;
export type SavingKind = (typeof savingKinds)[number];
/** The withdrawal kinds: what a pending one holds comes off what the member may still withdraw. */
export const withdrawalKinds = ['withdraw_goods', 'withdraw_cash'] as const satisfies readonly SavingKind[];

/**
 * A gold account request: a deposit buying grams, bar gold taken in whole สลึง, grams sold back, or a catalogue
 * ornament taken against grams with its ค่ากำเหน็จ paid in baht (docs/decisions.md "Gold account: an ornament for grams").
 */
export const goldKinds = ['deposit', 'withdraw_bar', 'sell', 'ornament'] as const;
export type GoldKind = (typeof goldKinds)[number];
/**
 * A gold request's states: a request's three, and `requote` for a sale staff approved after its quote's window
 * when the buy-back had moved: closed without a ledger row, its grams free, the member asked to sell again at the
 * new price (docs/decisions.md "Gold account: selling back").
 */
export const goldStatuses = [...requestStatuses, 'requote'] as const;
export type GoldStatus = (typeof goldStatuses)[number];

/**
 * An approved withdrawal on its way to the member: goods prepared, then shipped or picked up at the
 * branch; cash transferred (with the shop's proof). Null until the first step.
 */
export const fulfilmentSteps = ['prepared', 'shipped', 'picked_up', 'transferred'] as const;
export type FulfilmentStep = (typeof fulfilmentSteps)[number];

/**
 * A type 2 contract: asked for, approved (paying instalments), refused, closing asked for, closed. Stored as
 * these codes; the Status texts of docs/product.md "Member app: savings type 2 (/downing)" are produced at the edge (api/src/areas/down).
 */
export const downStatuses = ['pending', 'approved', 'rejected', 'closing', 'closed'] as const;
export type DownStatus = (typeof downStatuses)[number];

export const deliveryModes = ['จัดส่ง', 'รับเองหน้าร้าน'] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Image kinds decide who may see an image: public ones are cacheable, the rest need a signed URL. */
export const imageKinds = ['product', 'content', 'bank_logo', 'slip', 'id_card', 'selfie', 'proof'] as const;
export type ImageKind = (typeof imageKinds)[number];
export const publicImageKinds: readonly ImageKind[] = ['product', 'content', 'bank_logo'];
/**
 * Why an image's bytes were deleted on purpose (docs/decisions.md "A purged image is a state, not damage"):
 * `closed_account`, the purge of a closed account once the law no longer makes the shop keep it.
 */
export const imagePurgeReasons = ['closed_account'] as const;

/** What a staff member was shown that the access log records: a private image, or a national ID in full. */
export const sensitiveSubjects = ['image', 'national_id'] as const;
export type SensitiveSubject = (typeof sensitiveSubjects)[number];

/** Settings switched by staff (visibility and withdrawal flags, docs/product.md "The calls"). */
export const flagKeys = ['sav1_visible', 'sav2_visible', 'product_withdraw', 'cash_withdraw', 'gold_visible'] as const;
export type FlagKey = (typeof flagKeys)[number];

/** What a transfer slip pays: a savings deposit, a type 2 instalment, a pawn payment, a gold account deposit, a reservation's deposit. */
export const slipPaymentKinds = ['deposit', 'instalment', 'pawn', 'gold', 'reservation'] as const;
export type SlipPaymentKind = (typeof slipPaymentKinds)[number];

/**
 * What a member did in the app that LINE gives a service notification token for (docs/decisions.md "Service
 * messages after a payment"): a payment (its slip kind), a pickup booked at a branch, or a monthly plan set.
 */
export const serviceActionKinds = [...slipPaymentKinds, 'pickup', 'plan'] as const;
export type ServiceActionKind = (typeof serviceActionKinds)[number];

/**
 * What the server read on a slip: its mini-QR (sending bank and transRef), no QR at all (none), a QR that
 * decodes but is no slip the shop knows (unknown: a bank-code form or a checksum no bank prints, a URL, a
 * PromptPay QR; staff see its text), or the decoder failed on the picture (error).
 */
export const slipQrStates = ['read', 'none', 'unknown', 'error'] as const;
export type SlipQrState = (typeof slipQrStates)[number];

/**
 * The optional slip-verification service's answer on a read slip: off (not configured or nothing to ask),
 * pending (not asked yet), ok (amount and receiver match), mismatch, not_found (the bank does not know the
 * transRef), unavailable (the service could not be reached after retries).
 */
export const slipCheckStates = ['off', 'pending', 'ok', 'mismatch', 'not_found', 'unavailable'] as const;
export type SlipCheckState = (typeof slipCheckStates)[number];

/**
 * What a member pays on a pawn (ขายฝาก) contract from the app: interest for N months (ต่อดอก, moves the due
 * date), the interest so far and part of the principal (ลดต้น), or everything to redeem (ไถ่ถอน).
 */
export const pawnRequestKinds = ['interest', 'principal', 'redeem'] as const;
export type PawnRequestKind = (typeof pawnRequestKinds)[number];

/**
 * A member's pawn payment: waiting for staff, approved (the payment is recorded; a redemption then waits for
 * the member to collect the item), refused, or, for a redemption, the item handed over.
 */
export const pawnRequestStatuses = ['pending', 'approved', 'rejected', 'picked_up'] as const;
export type PawnRequestStatus = (typeof pawnRequestStatuses)[number];

/** How the shop counts a started month of pawn interest: whole, or half for 1–15 days (an owner setting). */
export const pawnMonthRules = ['whole', 'half'] as const;
export type PawnMonthRule = (typeof pawnMonthRules)[number];

/** How a PromptPay receiver is addressed (the proxy type of the Thai QR's tag 29). */
export const promptpayTypes = ['mobile', 'national_id', 'ewallet'] as const;
export type PromptpayType = (typeof promptpayTypes)[number];

/** What a member asks to be told: the bar sell-out price fell below, or the bar buy-back price rose above. */
export const priceAlertKinds = ['sell_below', 'buyback_above'] as const;
export type PriceAlertKind = (typeof priceAlertKinds)[number];

/** A product's gold: 96.5 % (ornament gold, ทองรูปพรรณ) or 99.99 %. */
export const productPurities = ['96.5', '99.99'] as const;
export type ProductPurity = (typeof productPurities)[number];

/** How a member's price alerts reach LINE: a message for every crossing, or one a day summing them up. */
export const priceAlertDeliveries = ['each', 'daily'] as const;
export type PriceAlertDelivery = (typeof priceAlertDeliveries)[number];

/**
 * The shop's LINE Official Account plan (docs/decisions.md "The LINE message budget"): its monthly message count
 * is fixed by LINE (free 300, basic 15,000, pro 35,000 in Thailand); `custom` is a number the owner sets.
 */
export const lineBudgetPlans = ['free', 'basic', 'pro', 'custom'] as const;
export type LineBudgetPlan = (typeof lineBudgetPlans)[number];

/**
 * What a member collects at a branch in a booked slot (docs/product.md "Pickups"): a redeemed pawn piece, goods
 * withdrawn from savings type 1, the piece at the end of a type 2 contract, a piece of the catalogue reserved.
 */
export const pickupKinds = ['pawn-redeem', 'saving-goods', 'down-close', 'gold-bar', 'reservation', 'gold-ornament'] as const;
export type PickupKind = (typeof pickupKinds)[number];

/** A booked pickup: booked (moving it keeps it booked), cancelled by the member, handed over, or missed (staff). */
export const pickupStatuses = ['booked', 'cancelled', 'handed_over', 'missed'] as const;
export type PickupStatus = (typeof pickupStatuses)[number];

/**
 * A reservation of a catalogue piece at a branch (docs/product.md "Reserving a piece"): waiting for staff
 * (pending), confirmed, collected at the counter, cancelled (by the member or by staff with a reason), or
 * expired (not collected by its slot's end plus the owner's grace). Pending and confirmed are live: they hold
 * the piece.
 */
export const reservationStatuses = ['pending', 'confirmed', 'collected', 'cancelled', 'expired'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const LIVE_RESERVATION_STATUSES = ['pending', 'confirmed'] as const;

/** What becomes of a reservation's deposit when it is released uncollected (the owner's rule, kept per reservation). */
export const reservationDepositRules = ['refund', 'keep'] as const;
export type ReservationDepositRule = (typeof reservationDepositRules)[number];
/**
 * A reservation deposit (docs/decisions.md "Reservation deposits"): held while the reservation is live; applied to
 * the price at the counter; refund_due when the member or staff cancel, or it expires under 'refund', until staff
 * record the transfer back (refunded); kept when it expires under 'keep'.
 */
export const reservationDepositStates = ['held', 'applied', 'refund_due', 'refunded', 'kept'] as const;
export type ReservationDepositState = (typeof reservationDepositStates)[number];
