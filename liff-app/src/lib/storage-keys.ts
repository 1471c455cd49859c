/** SPEC §3 browser storage keys. `rememberedPassword` is deliberately never written (DESIGN.md PDPA). */
export const STORAGE = {
  accessToken: 'accessToken',
  rememberMe: 'rememberMe',
  rememberedUsername: 'rememberedUsername',
} as const;
