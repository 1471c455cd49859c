import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The member app is built on its own kit (src/ui) and one set of tokens (src/ui/tokens.css): these checks
// keep it that way (docs/decisions.md, Member app).

const app = join(import.meta.dirname, '..', '..');
const src = join(app, 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
const sources = files(src).filter((f) => /\.(tsx?|css)$/.test(f) && !f.endsWith('.test.ts'));

describe('the member app kit', () => {
  it('has no antd and no @ant-design package among its dependencies', () => {
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
    expect(deps.filter((d) => d === 'antd' || d.startsWith('@ant-design/') || d.startsWith('rc-'))).toEqual([]);
  });

  it('imports no antd, @ant-design or rc- module anywhere', () => {
    const offenders = sources.filter(
      (f) =>
        /from\s+['"](antd|@ant-design\/|rc-)/.test(readFileSync(f, 'utf8')) ||
        /import\(\s*['"](antd|@ant-design\/)/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => relative(app, f))).toEqual([]);
  });

  it('writes every colour in tokens.css only', () => {
    const colour = /#[0-9a-fA-F]{3,8}\b(?![^{]*\{)|\brgba?\(|\bhsla?\(/;
    const offenders = sources
      .filter((f) => !f.endsWith(join('ui', 'tokens.css')))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => [f, i + 1, line] as const),
      )
      // A numeric HTML entity or an element id in a URL fragment is not a colour.
      .filter(([, , line]) => colour.test(line.replace(/&#x?[0-9a-f]+;/gi, '').replace(/href="#[\w-]+"/g, '')))
      .map(([f, n, line]) => `${relative(app, f)}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
