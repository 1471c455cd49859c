import { defineConfig } from 'vitest/config';
// Unit tests of the app's pure logic and its build plugins; screens are tested end to end in e2e/.
export default defineConfig({
  test: { name: 'liff-app', environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], passWithNoTests: true },
});
