import { Type, type Static } from '@sinclair/typebox';
import { Text } from './common';

export const VerifyRouteAnswer = Type.Object({
  verificationStatus: Type.Integer(),
  /** Why staff rejected the last request, when they did (shown on /verify). */
  rejectReason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type VerifyRouteAnswer = Static<typeof VerifyRouteAnswer>;

/** 13 digits; the checksum is checked by the server (Thai national ID mod-11 rule). */
export const NationalId = Type.String({ pattern: '^[0-9]{13}$' });

/**
 * POST /api/verify/query-data. isUserIdExisting: the ID already belongs to another member (linked, or
 * their verification request is pending or approved); then customerData is null. isDataExisting: the
 * shop has a customer record with this ID. Rate-limited per member.
 */
export const QueryDataBody = Type.Object({ idCard: NationalId });
export type QueryDataBody = Static<typeof QueryDataBody>;

/** SPEC §3 customer record. Personal fields come back masked: see README "Decisions". */
export const CustomerRecord = Type.Object({
  Cus_ID: Type.Integer(),
  Cus_Card: Type.String(),
  Cus_Name: Type.String(),
  Cus_Tel: Type.String(),
  Cus_Address: Type.String(),
  Cus_Email: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerRecord = Static<typeof CustomerRecord>;

export const QueryDataAnswer = Type.Object({
  isDataExisting: Type.Boolean(),
  isUserIdExisting: Type.Boolean(),
  customerData: Type.Union([CustomerRecord, Type.Null()]),
});
export type QueryDataAnswer = Static<typeof QueryDataAnswer>;

/**
 * PDPA consent to keep and use the ID card image, selfie and details for identity verification.
 * Not in SPEC §7's field list, so optional: the member app sends `consent=true` once its consent box is
 * ticked and the time is recorded with the request; a request without the field is taken, recorded with
 * no consent time, and staff get consent before approving. Any other value is a refusal: 400 CONSENT_REQUIRED.
 */
export const Consent = Type.Optional(Type.String({ maxLength: 10 }));

/**
 * Multipart text fields of POST /api/verify/verify-request (idCardImg and personalImg are file parts).
 * NationalID must equal the `idCard` query parameter. Answers 200 `{ message }`; the member's
 * verificationStatus becomes 1. 409 when the ID is in use or the customer already exists (use
 * existing-request), or the member already waits for or has verification; 403 when suspended.
 */
export const VerifyRequestFields = Type.Object({
  NationalID: NationalId,
  fullName: Text(200, 1),
  phoneNumber: Type.String({ pattern: '^[0-9+\\- ]{9,20}$' }),
  // A pattern, not `format: 'email'`: multipart fields are checked by TypeCompiler, which has no formats.
  email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 200 })])),
  address: Text(1000, 1),
  consent: Consent,
});
export type VerifyRequestFields = Static<typeof VerifyRequestFields>;
export const VerifyRequestQuery = Type.Object({ idCard: NationalId });

/** Multipart text fields of POST /api/verify/existing-request (files idCardImg, personalImg). */
export const ExistingRequestFields = Type.Object({ consent: Consent });
export type ExistingRequestFields = Static<typeof ExistingRequestFields>;
export const ExistingRequestQuery = Type.Object({ Customer_id: Type.Integer({ minimum: 1 }) });

/** SPEC §8 verify alerts: the server's 409 messages use the same words. */
export const VERIFY_ID_IN_USE_MESSAGE = 'เลขบัตรประชาชนถูกใช้งานแล้ว';
export const VERIFY_DATA_EXISTS_MESSAGE = 'ข้อมูลของคุณมีในระบบอยู่แล้ว';
export const VERIFY_DATA_MISSING_MESSAGE = 'ข้อมูลของคุณยังไม่มีในระบบ';
