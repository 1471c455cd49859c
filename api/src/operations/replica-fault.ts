import { rmSync, statfsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { ReplicationConfig } from '../config';

// Why a replica does not take what Litestream sends it (docs/decisions.md "Replication is watched like a
// process that can fail"). Litestream v0.3.13 does not always say: a file replica that refuses a write or is
// full leaves its upload waiting for ever with no error line, and an unreachable SFTP host is an error twice
// a second. So the server looks itself (a probe of the folder, or a connection to the host) and reads
// Litestream's errors for what a probe cannot see (a refused password, a denied bucket).

export type ReplicaFault = 'full' | 'unreachable' | 'refused';

/** Below this a folder counts as full: a WAL segment or a snapshot would not fit. */
export const REPLICA_MIN_FREE_BYTES = 1024 * 1024;
const CONNECT_TIMEOUT_MS = 5_000;
const PROBE_FILE = '.goldshop-replica-probe';

const FAULT_OF_CODE: Record<string, ReplicaFault> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'refused',
  EACCES: 'refused',
  EPERM: 'refused',
  ENOENT: 'unreachable',
  ENOTDIR: 'unreachable',
  EIO: 'unreachable',
  ENOTCONN: 'unreachable',
  ESTALE: 'unreachable',
};

/** A file replica: its folder is there, takes a small write, and has room. */
function probeFolder(path: string): ReplicaFault | null {
  try {
    const s = statfsSync(path);
    if (Number(s.bavail) * Number(s.bsize) < REPLICA_MIN_FREE_BYTES) return 'full';
    const probe = join(path, PROBE_FILE);
    writeFileSync(probe, 'ok', { flush: true });
    rmSync(probe, { force: true });
    return null;
  } catch (err) {
    return FAULT_OF_CODE[(err as NodeJS.ErrnoException).code ?? ''] ?? 'unreachable';
  }
}

/** Where an sftp:// or s3:// replica is reached: its host and port. */
export function replicaEndpoint(config: ReplicationConfig): { host: string; port: number } | undefined {
  try {
    if (config.type === 'sftp') {
      const u = new URL(config.url);
      return { host: u.hostname, port: Number(u.port || 22) };
    }
    if (config.type === 's3') {
      if (config.s3Endpoint) {
        const u = new URL(config.s3Endpoint);
        return { host: u.hostname, port: Number(u.port || (u.protocol === 'http:' ? 80 : 443)) };
      }
      return { host: 's3.amazonaws.com', port: 443 };
    }
  } catch {
    // a URL config.ts accepted always parses
  }
  return undefined;
}

function probeHost(endpoint: { host: string; port: number }): Promise<ReplicaFault | null> {
  return new Promise((resolve) => {
    const socket = connect({ host: endpoint.host, port: endpoint.port });
    const done = (fault: ReplicaFault | null) => {
      socket.destroy();
      resolve(fault);
    };
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => done('unreachable'));
    socket.once('connect', () => done(null));
    socket.once('error', () => done('unreachable'));
  });
}

/** What stands in the replica's way that the server can see for itself; null when nothing does. */
export async function probeReplica(config: ReplicationConfig): Promise<ReplicaFault | null> {
  if (config.type === 'file') return config.path ? probeFolder(config.path) : null;
  const endpoint = replicaEndpoint(config);
  return endpoint ? probeHost(endpoint) : null;
}

const PATTERNS: [RegExp, ReplicaFault][] = [
  [/no space left|ENOSPC|quota exceeded|disk quota|insufficient (storage|space)/i, 'full'],
  [
    /read-only file system|permission denied|operation not permitted|access ?denied|forbidden|InvalidAccessKeyId|SignatureDoesNotMatch|unable to authenticate|authentication failed|no supported methods remain|status code: 40[13]/i,
    'refused',
  ],
  [
    /connection refused|no such host|i\/o timeout|network is unreachable|no route to host|connection reset|broken pipe|dial tcp|context deadline exceeded|handshake failed|EOF$/i,
    'unreachable',
  ],
];

/** A Litestream error line's text, as one of the faults an operator acts on; undefined when it says none of them. */
export function faultOfError(text: string): ReplicaFault | undefined {
  return PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
}
