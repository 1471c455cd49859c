import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { DEMO_ADMIN, demoAccountsSummary, isEmptyDatabase, seedDemo, seedOwner } from '@goldshop/db/seed';
import type { App } from './build-app';

/**
 * Start-up data, only on an empty database (no staff and no member): the demo shop with SEED_DEMO=1
 * (the default), else the first owner from ADMIN_USERNAME/ADMIN_PASSWORD. A database anyone can already
 * sign in to is never touched. Returns lines for server.ts to print.
 */
export async function ensureInitialData(app: App): Promise<string | undefined> {
  const { seedDemo: demo, initialAdmin, nodeEnv } = app.config;
  // Published demo passwords never reach a production database, whatever SEED_DEMO says.
  if (demo && nodeEnv !== 'production') {
    const seeded = await seedDemo(app.db);
    if (seeded) return `Demo data seeded into the empty database.\n${demoAccountsSummary()}`;
    const demoAdmin = app.db.select().from(schema.staff).where(eq(schema.staff.username, DEMO_ADMIN.username)).get();
    return demoAdmin ? demoAccountsSummary() : undefined;
  }
  if (initialAdmin) {
    const created = await seedOwner(app.db, initialAdmin.username, initialAdmin.password);
    if (created) return `Owner account "${initialAdmin.username}" created; sign in at /admin/.`;
  }
  if (isEmptyDatabase(app.db)) return 'No account exists yet: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first owner.';
  return undefined;
}
