import { defineConfig } from 'vitest/config';

// One vitest run covers every package: each package's tests sit beside its code.
export default defineConfig({
  test: {
    projects: ['db', 'api', 'liff-app', 'admin-console'],
  },
});
