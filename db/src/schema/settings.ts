import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { satang } from './columns';
import { lineBudgetPlans, pawnMonthRules, promptpayTypes, reservationDepositRules } from './enums';

/**
 * The shop's own settings, one row (id 1, made by the migration). Each area reads its own columns: the
 * gold-price area the ornament premium, saving and down their minimums, content the shop profile.
 */
export const shopSettings = sqliteTable(
  'shop_settings',
  {
    id: integer('id').primaryKey(),
    /** Added to the bar sell price when a source gives no ornament price (issue: price on every product). */
    ornamentPremiumSatang: satang('ornament_premium_satang').notNull().default(50_000),
    /** The smallest savings type 1 deposit a member may send. */
    minDepositSatang: satang('min_deposit_satang').notNull().default(10_000),
    /** The smallest savings type 2 instalment a member may send. */
    minInstalmentSatang: satang('min_instalment_satang').notNull().default(10_000),
    /**
     * How far (percent) a price staff enter by hand may be from the last trusted price (the source's, or the
     * owner's) before only the owner may enter it.
     */
    manualPriceLimitPercent: integer('manual_price_limit_percent').notNull().default(5),
    /**
     * How far below the day's bar buy-back price the shop buys back ornaments, in hundredths of a percent:
     * the owner's rule, by default the consumer-protection guideline's most (5 %) for ornaments the shop sold.
     */
    ornamentBuybackDiscountBp: integer('ornament_buyback_discount_bp').notNull().default(500),
    /** Set while the owner has paused prices (a volatile day): products show no price, goods withdrawals wait. */
    pricesPausedAt: text('prices_paused_at'),
    /**
     * Grams of gold the owner records as set aside for the gold savers, in units of 0.0001 g: the owner's
     * exposure compares it with the grams the gold ledger owes (docs/product.md "Rules: the gold account").
     */
    goldSetAsideUnits: integer('gold_set_aside_units').notNull().default(0),
    /**
     * Staff-only money-laundering flags (the owner's settings; docs/decisions.md "Money-laundering flags"): a
     * movement at or above the threshold is flagged; so is one of at least `amlNearCount` movements of one member
     * within `amlWindowDays` each at or above `amlNearPercent` % of the threshold (amounts kept just under it).
     */
    amlThresholdSatang: satang('aml_threshold_satang').notNull().default(200_000_000),
    amlNearPercent: integer('aml_near_percent').notNull().default(90),
    amlNearCount: integer('aml_near_count').notNull().default(3),
    amlWindowDays: integer('aml_window_days').notNull().default(7),
    /** The shop's name, branches and links as the contract's ShopProfile; null until the owner saves one. */
    profile: text('profile', { mode: 'json' }),
    /**
     * The PromptPay receiver members pay by Thai QR (an owner decision, docs/decisions.md "Payments"): how it
     * is addressed, the id itself, and the account name members see. All null while unset: no QR is offered.
     */
    promptpayType: text('promptpay_type', { enum: promptpayTypes }),
    promptpayId: text('promptpay_id'),
    promptpayName: text('promptpay_name'),
    /**
     * Pawn (owner decisions, docs/decisions.md "Pawn"): how a started month of interest is counted, and how
     * many days past its due date a contract may still be paid from the app before the member is asked to
     * contact the shop.
     */
    pawnMonthRule: text('pawn_month_rule', { enum: pawnMonthRules }).notNull().default('whole'),
    pawnGraceDays: integer('pawn_grace_days').notNull().default(7),
    /**
     * The LINE message budget (docs/decisions.md "The LINE message budget"): the plan, the month's cap when the
     * plan is `custom` (otherwise the plan's own number), and from what percent of the cap price alerts (and
     * anything promotional) and then reminders go to the member's in-app messages only.
     */
    lineBudgetPlan: text('line_budget_plan', { enum: lineBudgetPlans }).notNull().default('free'),
    lineBudgetCustomCap: integer('line_budget_custom_cap'),
    lineAlertsInAppFromPercent: integer('line_alerts_in_app_from_percent').notNull().default(70),
    lineRemindersInAppFromPercent: integer('line_reminders_in_app_from_percent').notNull().default(90),
    /**
     * Pickups (owner decisions, docs/decisions.md "Pickups booked in slots"): how many hours ahead a member may
     * book at the soonest, and until how many hours before its start a pickup may be moved or cancelled.
     */
    pickupLeadHours: integer('pickup_lead_hours').notNull().default(24),
    pickupCutoffHours: integer('pickup_cutoff_hours').notNull().default(2),
    /**
     * The gold account's money rules (docs/decisions.md "Gold account: the owner's limits"): the smallest gold
     * deposit, the most one member may deposit in a Bangkok day (null: no limit), the most grams one member may
     * hold in units of 0.0001 g (null: no limit), and how many minutes a sell-back quote holds.
     */
    goldMinDepositSatang: satang('gold_min_deposit_satang').notNull().default(10_000),
    goldDailyLimitSatang: satang('gold_daily_limit_satang'),
    goldMaxUnits: integer('gold_max_units'),
    goldQuoteMinutes: integer('gold_quote_minutes').notNull().default(10),
    /**
     * How many hours after its slot's end a reservation not collected is still held before the server releases it
     * (docs/decisions.md "Reservations").
     */
    reservationGraceHours: integer('reservation_grace_hours').notNull().default(24),
    /**
     * The deposit a reservation asks, in satang (0: none, the default), and what becomes of it when the reservation is
     * released uncollected: refunded or kept (docs/decisions.md "Reservation deposits").
     */
    reservationDepositSatang: satang('reservation_deposit_satang').notNull().default(0),
    reservationDepositRule: text('reservation_deposit_rule', { enum: reservationDepositRules }).notNull().default('refund'),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);
