// The browser suite's operator: created with the staff CLI (`npm run staff -- add …`) on the e2e data
// directory before the server opens it, as the embedded database admits one process at a time. The
// enrolment (password and otpauth:// URI) goes to DATA_DIR/e2e-staff.json for the stories to log in with.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_OPERATOR = { email: 'operator@e2e.example.com', password: 'e2e-operator-password', role: 'operator' };

/** Runs the staff CLI against `dataDir`; returns the file the enrolment was written to. */
export function createE2eStaff(dataDir) {
  const args = ['run', '--silent', 'staff', '--', 'add', '--email', E2E_OPERATOR.email, '--role', E2E_OPERATOR.role, '--password', E2E_OPERATOR.password];
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync('npm', args, { env, encoding: 'utf8' });
  const otpauth = run.stdout.match(/otpauth:\/\/\S+/)?.[0];
  if (run.status !== 0 || !otpauth) throw new Error(`the e2e operator could not be created:\n${run.stdout}${run.stderr}`);
  const file = path.join(dataDir, 'e2e-staff.json');
  writeFileSync(file, JSON.stringify({ ...E2E_OPERATOR, otpauth }, null, 2));
  return file;
}
