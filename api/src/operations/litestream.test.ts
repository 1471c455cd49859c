import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { loadReplicationConfig } from '../config';
import { litestreamBinary, litestreamConfig, writeLitestreamConfig } from './litestream';

// The configuration the server writes for Litestream is read by the packaged binary itself, for each kind of
// replica, with paths and passwords that YAML or an environment expansion would otherwise change.

const binary = litestreamBinary();
const databases = (text: string) => {
  const cfg = writeLitestreamConfig(text);
  try {
    expect(statSync(cfg.file).mode & 0o777).toBe(0o600);
    return execFileSync(binary!, ['databases', ...cfg.args], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  } finally {
    cfg.remove();
    expect(existsSync(cfg.dir)).toBe(false);
  }
};

describe('Litestream configuration', () => {
  it('the packaged v0.3.13 binary is installed for this platform', () => {
    expect(binary).toBeDefined();
    expect(execFileSync(binary!, ['version'], { encoding: 'utf8' }).trim()).toBe('v0.3.13');
  });

  it('is read by Litestream for a folder, an SFTP host and an S3 service, odd characters kept as they are', () => {
    const db = '/var/lib/gold "shop"/$HOME/shop.db';
    const file = loadReplicationConfig({ LITESTREAM_REPLICA_URL: 'file:///mnt/replica/gold$shop' }, db)!;
    expect(databases(litestreamConfig(db, file))).toMatch(/\/var\/lib\/gold "shop"\/\$HOME\/shop\.db\s+file/);

    const sftp = loadReplicationConfig(
      { LITESTREAM_REPLICA_URL: 'sftp://shop@backup:2222/srv/ls', LITESTREAM_SFTP_KEY_PATH: '/etc/goldshop/ssh/litestream' },
      db,
    )!;
    const sftpText = litestreamConfig(db, sftp, '127.0.0.1:9999');
    expect(sftpText).toContain('key-path: "/etc/goldshop/ssh/litestream"');
    expect(databases(sftpText)).toMatch(/shop\.db\s+sftp/);

    const s3 = loadReplicationConfig(
      { LITESTREAM_REPLICA_URL: 's3://shop-bucket/db', LITESTREAM_S3_ENDPOINT: 'https://s3.example.com', AWS_REGION: 'ap-southeast-1' },
      db,
    )!;
    const s3Text = litestreamConfig(db, s3);
    expect(s3Text).toMatch(/endpoint: "https:\/\/s3\.example\.com"\n\s+force-path-style: true\n\s+region: "ap-southeast-1"/);
    expect(databases(s3Text)).toMatch(/shop\.db\s+s3/);
  });

  it('serves its metrics only when asked to, and keeps the checkpoint and upload settings the decisions name', () => {
    const db = '/srv/shop.db';
    const file = loadReplicationConfig({ LITESTREAM_REPLICA_URL: 'file:///mnt/r' }, db)!;
    expect(litestreamConfig(db, file)).not.toContain('addr:');
    const text = litestreamConfig(db, file, '127.0.0.1:4000');
    expect(text).toContain('addr: "127.0.0.1:4000"');
    for (const line of [
      'monitor-interval: 250ms',
      'min-checkpoint-page-count: 1000',
      'max-checkpoint-page-count: 10000',
      'sync-interval: 500ms',
      'snapshot-interval: 6h',
      'retention: 72h',
      'type: json',
    ]) {
      expect(text).toContain(line);
    }
  });
});
