import { execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory on a free port, that the test
 * may stop and start (an outage) without touching the machine's server. initdb refuses to run as
 * root: then the cluster runs as the `postgres` user (runuser).
 */
export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

/** The directory of initdb and pg_ctl (PG_BIN, else the newest /usr/lib/postgresql/N/bin), or null. */
export function postgresBinaries(): string | null {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return (
    candidates.find(
      (dir): dir is string =>
        !!dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
    ) ?? null
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function idOf(user: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  // As root the cluster runs as `postgres`, who must be able to reach its directory: a private
  // TMPDIR would stop initdb, so then /tmp.
  const parent = asRoot && (statSync(tmpdir()).mode & 0o001) === 0 ? '/tmp' : tmpdir();
  const root = mkdtempSync(path.join(parent, 'pawpedia-pg-'));
  const dataDir = path.join(root, 'data');
  let port = await freePort();
  const owner = asRoot ? idOf('postgres') : null;
  if (asRoot && !owner) throw new Error('Running as root and there is no postgres user for initdb');
  if (owner) chownSync(root, owner.uid, owner.gid);
  const run = (command: string, args: string[]) => {
    const [file, argv] = owner
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    try {
      execFileSync(file, argv, { stdio: 'pipe', cwd: root });
    } catch (error) {
      // execFileSync's own message drops the program's output; a failed CI run needs it.
      const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
      const log = existsSync(path.join(root, 'log'))
        ? readFileSync(path.join(root, 'log'), 'utf8').slice(-2000)
        : '';
      throw new Error(
        `${command} ${args.join(' ')} failed: ${String(stderr ?? '')}${String(stdout ?? '')}${log}`,
        { cause: error },
      );
    }
  };
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  // Only on 127.0.0.1, its socket in its own directory, no durability needed.
  const options = () =>
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const cluster: PrivatePostgres = {
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    start() {
      run('pg_ctl', ['-D', dataDir, '-o', options(), '-l', path.join(root, 'log'), '-w', 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      if (running) cluster.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
  // The free port may be taken by a test running beside this one before the cluster binds it.
  for (let attempt = 1; ; attempt++) {
    try {
      cluster.start();
      return cluster;
    } catch (error) {
      if (attempt === 3) throw error;
      port = await freePort();
    }
  }
}
