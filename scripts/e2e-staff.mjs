// The browser suite's staff: an operator and an admin, created with the staff CLI (`npm run staff --
// add …`) on the e2e data directory before the server opens it, as the embedded database admits one
// process at a time. Each enrolment (password and otpauth:// URI) goes to a file in DATA_DIR for the
// stories to log in with: e2e-staff.json (the operator) and e2e-admin.json. Each story logs in as a
// staff member of its own, so no two stories spend the same one-time code.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_OPERATOR = { email: 'operator@e2e.example.com', password: 'e2e-operator-password', role: 'operator' };
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password', role: 'admin' };

/** Runs the staff CLI against `dataDir` for one staff member; returns the file the enrolment was written to. */
function addStaff(dataDir, member, fileName) {
  const args = ['run', '--silent', 'staff', '--', 'add', '--email', member.email, '--role', member.role, '--password', member.password];
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync('npm', args, { env, encoding: 'utf8' });
  const otpauth = run.stdout.match(/otpauth:\/\/\S+/)?.[0];
  if (run.status !== 0 || !otpauth) throw new Error(`the e2e ${member.role} could not be created:\n${run.stdout}${run.stderr}`);
  const file = path.join(dataDir, fileName);
  writeFileSync(file, JSON.stringify({ ...member, otpauth }, null, 2));
  return file;
}

/** Creates the operator and the admin; returns the operator's enrolment file. */
export function createE2eStaff(dataDir) {
  addStaff(dataDir, E2E_ADMIN, 'e2e-admin.json');
  return addStaff(dataDir, E2E_OPERATOR, 'e2e-staff.json');
}
