// The API contract (SPEC §7): TypeBox schemas for the server's validation and serialisation, and the
// Static<> types both apps import. A field is named here once; nothing else writes these shapes.
export * from './common';
export * from './endpoint';
export * from './lifecycles';
export * from './image';
export * from './content';
export * from './shop';
export * from './auth';
export * from './verify';
export * from './saving';
export * from './down';
export * from './pawn';
export * from './gold-price';
export * from './system';
export * from './admin';

import type { Endpoint } from './endpoint';
import { systemCalls } from './system';

/** Every call of the API, by area: the server registers each one, and a test proves nothing else is registered. */
export const endpoints = {
  system: systemCalls,
} satisfies Record<string, Record<string, Endpoint>>;
