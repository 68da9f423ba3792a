// The browser suite's staff: an operator and an admin, created with the staff CLI (`npm run staff --
// add …`) on the e2e data directory before the server opens it, as the embedded database admits one
// process at a time. Each enrolment (password and otpauth:// URI) goes to DATA_DIR/e2e-<role>.json
// (the operator's keeps its older name, e2e-staff.json) for the stories to log in with.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_OPERATOR = { email: 'operator@e2e.example.com', password: 'e2e-operator-password', role: 'operator' };
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password', role: 'admin' };

function addWithCli(dataDir, staff, fileName) {
  const args = ['run', '--silent', 'staff', '--', 'add', '--email', staff.email, '--role', staff.role, '--password', staff.password];
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync('npm', args, { env, encoding: 'utf8' });
  const otpauth = run.stdout.match(/otpauth:\/\/\S+/)?.[0];
  if (run.status !== 0 || !otpauth) throw new Error(`the e2e ${staff.role} could not be created:\n${run.stdout}${run.stderr}`);
  const file = path.join(dataDir, fileName);
  writeFileSync(file, JSON.stringify({ ...staff, otpauth }, null, 2));
  return file;
}

/** Runs the staff CLI against `dataDir`; returns the files the enrolments were written to. */
export function createE2eStaff(dataDir) {
  return [addWithCli(dataDir, E2E_OPERATOR, 'e2e-staff.json'), addWithCli(dataDir, E2E_ADMIN, 'e2e-admin.json')];
}
