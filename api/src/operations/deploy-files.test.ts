import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * deploy/ is what an operator copies onto the server (docs/operations.md): the environment file must name
 * exactly the settings the server reads, docs/configuration.md must document each, and systemd and Caddy must accept
 * the files as written. (The e2e run behind Caddy, e2e/operations/behind-caddy.spec.ts, serves through
 * deploy/Caddyfile itself.)
 */
const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every variable api/src/config.ts reads: `env.X`, `int(env, 'X', …)`. */
const configVars = () => {
  const text = read('api/src/config.ts');
  const names = [...text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|int\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]!);
  return [...new Set(names)].sort();
};
/** Restic's own storage credentials pass through to restic (config.ts RESTIC_ENV); the server reads none. */
const RESTIC_BACKEND = /^(AWS|B2|AZURE|GOOGLE|OS|ST|RCLONE)_/;

describe('deploy/', () => {
  it('the example environment file names every setting the server reads, and nothing else', () => {
    const example = [...read('deploy/goldshop.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    const vars = configVars();
    expect(vars.length).toBeGreaterThan(30);
    expect(vars.filter((v) => !example.includes(v))).toEqual([]);
    expect(example.filter((v) => !vars.includes(v) && !RESTIC_BACKEND.test(v))).toEqual([]);
  });

  it('docs/configuration.md documents every setting the server reads', () => {
    const table = read('docs/configuration.md');
    const documented = (v: string) => new RegExp(`^\\|[^|\\n]*\`${v}\``, 'm').test(table);
    expect(configVars().filter((v) => !documented(v))).toEqual([]);
  });

  it('the units run the compiled server with plain node, from the environment file, in one stoppable group', () => {
    const unit = read('deploy/goldshop.service');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node --enable-source-maps api\/dist\/server\.mjs$/m);
    for (const line of [
      'EnvironmentFile=/etc/goldshop/env',
      'Restart=on-failure',
      'KillMode=control-group',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/goldshop',
      'PrivateTmp=yes',
      'ProtectHome=yes',
      'User=goldshop',
    ]) {
      expect(unit, line).toMatch(new RegExp(`^${line}$`, 'm'));
    }
    const backup = read('deploy/goldshop-backup.service');
    expect(backup).toMatch(/^ExecStart=\/usr\/bin\/env pnpm backup$/m);
    expect(JSON.parse(read('package.json')).scripts.backup, 'the root script the backup unit runs').toBeTypeOf('string');
    expect(read('deploy/goldshop-backup.timer')).toMatch(/^OnCalendar=.+$/m);
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('systemd accepts the units without a warning, and rates them well hardened', () => {
    const units = ['goldshop.service', 'goldshop-backup.service', 'goldshop-backup.timer'].map((u) => join(root, 'deploy', u));
    const verify = spawnSync('systemd-analyze', ['verify', ...units], { encoding: 'utf8' });
    expect(verify.status).toBe(0);
    expect(verify.stderr.trim()).toBe(''); // unknown keys and bad values are only warnings there
    for (const unit of units.slice(0, 2)) {
      const security = spawnSync('systemd-analyze', ['security', '--offline=yes', unit], { encoding: 'utf8' });
      const level = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(security.stdout)?.[1]);
      expect(level, unit).toBeLessThanOrEqual(2); // 0 (locked down) … 10 (exposed); "OK" up to 4
    }
  });

  it.skipIf(!existsSync('/usr/bin/caddy'))('Caddy accepts the Caddyfile', () => {
    const home = mkdtempSync(join(tmpdir(), 'goldshop-caddy-validate-'));
    const res = spawnSync('/usr/bin/caddy', ['validate', '--config', join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CONFIG_HOME: join(home, 'config') },
    });
    rmSync(home, { recursive: true, force: true });
    expect(res.stdout + res.stderr).toContain('Valid configuration');
    expect(res.status).toBe(0);
  });
});
