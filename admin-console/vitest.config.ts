import { defineConfig } from 'vitest/config';
// Unit tests of the app's pure logic; screens are tested end to end in e2e/.
export default defineConfig({
  test: { name: 'admin-console', environment: 'node', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
