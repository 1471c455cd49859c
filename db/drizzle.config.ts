import { defineConfig } from 'drizzle-kit';

// Migrations are generated into drizzle/ and committed; the app applies them at start. Never `push`.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
