// The API contract (docs/product.md "The calls"): TypeBox schemas for the server's validation and serialisation, and the
// Static<> types both apps import. A field is named here once; nothing else writes these shapes.
export * from './common';
export * from './endpoint';
export * from './lifecycles';
export * from './image';
export * from './content';
export * from './shop';
export * from './shop-search';
export * from './accounts';
export * from './verification';
export * from './saving';
export * from './gold-account';
export * from './down';
export * from './pawn';
export * from './pawn-requests';
export * from './pawn-quote-lines';
export * from './pawn-standing';
export * from './references';
export * from './thai-months';
export * from './gold-price';
export * from './system';
export * from './operations';
export * from './decisions';
export * from './national-id';
export * from './staff';
export * from './audit';
export * from './line';
export * from './line-budget';
export * from './dashboard';
export * from './payments';
export * from './banks';
export * from './branch-line';
export * from './branches';
export * from './promptpay-id';
export * from './busy';
export * from './api-error';
export * from './me';
export * from './aml';
export * from './pickups';
export * from './savings-plan';
export * from './app-links';
export * from './reservations';

import type { Endpoint } from './endpoint';
import { systemCalls } from './system';
import { operationCalls } from './operations';
import { accountCalls } from './accounts';
import { verificationCalls } from './verification';
import { staffCalls } from './staff';
import { auditCalls } from './audit';
import { lineCalls } from './line';
import { lineBudgetCalls } from './line-budget';
import { savingCalls } from './saving';
import { goldAccountCalls } from './gold-account';
import { downCalls } from './down';
import { pawnCalls } from './pawn';
import { pawnRequestCalls } from './pawn-requests';
import { contentCalls } from './content';
import { shopCalls } from './shop';
import { goldPriceCalls } from './gold-price';
import { dashboardCalls } from './dashboard';
import { paymentCalls } from './payments';
import { meCalls } from './me';
import { amlCalls } from './aml';
import { branchCalls } from './branches';
import { pickupCalls } from './pickups';
import { savingsPlanCalls } from './savings-plan';
import { reservationCalls } from './reservations';

/** Every call of the API, by area: the server registers each one, and a test proves nothing else is registered. */
export const endpoints = {
  system: systemCalls,
  operations: operationCalls,
  accounts: accountCalls,
  verification: verificationCalls,
  staff: staffCalls,
  audit: auditCalls,
  line: lineCalls,
  lineBudget: lineBudgetCalls,
  saving: savingCalls,
  goldAccount: goldAccountCalls,
  down: downCalls,
  pawn: pawnCalls,
  pawnRequests: pawnRequestCalls,
  content: contentCalls,
  shop: shopCalls,
  goldPrice: goldPriceCalls,
  dashboard: dashboardCalls,
  payments: paymentCalls,
  me: meCalls,
  aml: amlCalls,
  branches: branchCalls,
  pickups: pickupCalls,
  savingsPlan: savingsPlanCalls,
  reservations: reservationCalls,
} satisfies Record<string, Record<string, Endpoint>>;
