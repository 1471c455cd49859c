/** Browser storage keys (docs/product.md "Browser storage"). `rememberedPassword` is deliberately never written (docs/decisions.md "Verification and personal data"). */
export const STORAGE = {
  accessToken: 'accessToken',
  rememberMe: 'rememberMe',
  rememberedUsername: 'rememberedUsername',
} as const;
