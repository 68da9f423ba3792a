// The browser suite's staff: created with the staff CLI (`npm run staff -- add …`) on the e2e data
// directory before the server opens it, as the embedded database admits one process at a time. Each
// staff story has an account of its own, so one story's one-time code is never another's replay. The
// enrolments (password and otpauth:// URI) go to DATA_DIR/e2e-staff.json, keyed by story.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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

function addStaff(dataDir, { email, password, role }) {
  const args = ['run', '--silent', 'staff', '--', 'add', '--email', email, '--role', role, '--password', password];
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync('npm', args, { env, encoding: 'utf8' });
  const otpauth = run.stdout.match(/otpauth:\/\/\S+/)?.[0];
  if (run.status !== 0 || !otpauth) throw new Error(`the e2e staff member ${email} could not be created:\n${run.stdout}${run.stderr}`);
  return otpauth;
}

/** Runs the staff CLI against `dataDir` for each account; returns the file the enrolments were written to. */
export function createE2eStaff(dataDir) {
  const enrolments = Object.fromEntries(Object.entries(E2E_STAFF).map(([story, account]) => [story, { ...account, otpauth: addStaff(dataDir, account) }]));
  const file = path.join(dataDir, 'e2e-staff.json');
  writeFileSync(file, JSON.stringify(enrolments, null, 2));
  return file;
}
