import { AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT } from '@goldshop/api/contract';

/** Thai names of the audited actions and record kinds: the contract's (the same words as the server's summary). */
export const ACTION_TEXT: Readonly<Record<string, string>> = AUDIT_ACTION_TEXT;
export const ENTITY_TEXT: Readonly<Record<string, string>> = AUDIT_ENTITY_TEXT;
