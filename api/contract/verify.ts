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

/** Multipart text fields of verify-request (idCardImg and personalImg are file parts). */
export const VerifyRequestFields = Type.Object({
  NationalID: NationalId,
  fullName: Text(200, 1),
  phoneNumber: Type.String({ pattern: '^[0-9+\\- ]{9,20}$' }),
  email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 200 })])),
  address: Text(1000, 1),
});
export type VerifyRequestFields = Static<typeof VerifyRequestFields>;
export const VerifyRequestQuery = Type.Object({ idCard: NationalId });
export const ExistingRequestQuery = Type.Object({ Customer_id: Type.Integer({ minimum: 1 }) });
