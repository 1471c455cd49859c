import { buildApp } from './build-app';
import { ConfigError, loadConfig } from './config';
import { ensureInitialData } from './seed-on-start';
import { loggerOptions } from './lib/logger';
import { stopOnSignal } from './lib/shutdown';
import { databaseStartProblem } from './plugins/db';

let databasePath = '';
try {
  const config = loadConfig();
  databasePath = config.databasePath;
  const app = await buildApp({}, process.env, { logger: loggerOptions(config.logLevel, config.logFormat) });
  const summary = await ensureInitialData(app);
  await app.listen({ port: config.port, host: config.host });
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nGold shop is running:\n  member app     ${base}/\n  admin console  ${base}/admin/\n  API health     ${base}/api/health`);
  if (summary) console.log(summary);
  stopOnSignal(app);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  // A missing, damaged or unwritable database, or a full disk, at start: one line saying what to do.
  const problem = databaseStartProblem(databasePath, err);
  if (problem) {
    console.error(`Database error: ${problem}`);
    process.exit(1);
  }
  throw err;
}
