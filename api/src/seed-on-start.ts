import type { App } from './build-app';

/** Placeholder until the demo seed lands: nothing to add. */
export async function ensureInitialData(_app: App): Promise<string | undefined> {
  return undefined;
}
