// The browser suite's staff: created with the staff CLI (`npm run staff -- import …`) on the e2e data
// directory before the server opens it, as the embedded database admits one process at a time. Each
// staff story has an account of its own, so one story's one-time code is never another's replay. The
// enrolments (password and otpauth:// URI) go to DATA_DIR/e2e-staff.json, keyed by story.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_STAFF = {
  operator: { email: 'operator@e2e.example.com', password: 'e2e-operator-password', role: 'operator' },
  passkeys: { email: 'passkeys@e2e.example.com', password: 'e2e-passkeys-password', role: 'operator' },
  admin: { email: 'admin@e2e.example.com', password: 'e2e-admin-password', role: 'admin' },
  teamAdmin: { email: 'team-admin@e2e.example.com', password: 'e2e-team-admin-password', role: 'admin' },
  moderator: { email: 'moderator@e2e.example.com', password: 'e2e-moderator-password', role: 'moderator' },
  secondModerator: { email: 'moderator-2@e2e.example.com', password: 'e2e-moderator-2-password', role: 'moderator' },
  support: { email: 'support@e2e.example.com', password: 'e2e-support-password', role: 'support' },
  consoleAdmin: { email: 'console-admin@e2e.example.com', password: 'e2e-console-admin-password', role: 'admin' },
  statsAdmin: { email: 'stats-admin@e2e.example.com', password: 'e2e-stats-admin-password', role: 'admin' },
};

/** Runs the staff CLI's `import` once against `dataDir` for every account; returns the file the enrolments were written to. */
export function createE2eStaff(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const accountsFile = path.join(dataDir, 'e2e-staff-accounts.json');
  writeFileSync(accountsFile, JSON.stringify(Object.values(E2E_STAFF)));
  // The server's database: the data directory's embedded one, or DATABASE_URL when the suite runs on PostgreSQL.
  const env = { ...process.env, DATA_DIR: dataDir };
  const run = spawnSync('npm', ['run', '--silent', 'staff', '--', 'import', '--file', accountsFile], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the e2e staff could not be created:\n${run.stdout}${run.stderr}`);
  const otpauthByEmail = new Map(
    run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .map((created) => [created.email, created.otpauth]),
  );
  const enrolments = Object.fromEntries(
    Object.entries(E2E_STAFF).map(([story, account]) => [story, { ...account, otpauth: otpauthByEmail.get(account.email) }]),
  );
  const missing = Object.values(enrolments).filter((account) => !account.otpauth);
  if (missing.length) throw new Error(`the staff CLI did not enrol ${missing.map((a) => a.email).join(', ')}`);
  const file = path.join(dataDir, 'e2e-staff.json');
  writeFileSync(file, JSON.stringify(enrolments, null, 2));
  return file;
}
