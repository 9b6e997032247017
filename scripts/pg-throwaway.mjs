// A throw-away PostgreSQL database on this machine's local cluster (started if down), for the API tests
// and the benchmarks: created as the postgres OS user with a login role, dropped by `drop()`.
import { spawnSync } from 'node:child_process';

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r;
}
const asPostgres = (sql) => sh('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);

/** `{ url, name, drop }`, or null when this machine has no PostgreSQL cluster. */
export function createThrowawayDatabase(prefix) {
  const ls = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  if (ls.status !== 0 || !ls.stdout.trim()) return null;
  const [version, cluster, , status] = ls.stdout.trim().split('\n')[0].split(/\s+/);
  if (status === 'down') sh('pg_ctlcluster', [version, cluster, 'start']);
  for (let i = 0; i < 30 && spawnSync('pg_isready', ['-q']).status !== 0; i += 1) {
    spawnSync('sleep', ['1']);
  }
  const role = 'parcel_test';
  const password = 'parcel_test';
  const name = `${prefix}_${process.pid}`;
  asPostgres(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} LOGIN PASSWORD '${password}'; END IF; END $$;`,
  );
  asPostgres(`CREATE DATABASE ${name} OWNER ${role}`);
  return {
    name,
    url: `postgres://${role}:${password}@127.0.0.1:${process.env.PGPORT ?? 5432}/${name}`,
    drop: () => asPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
