// CLI: `npm run staff -- add --email E --role R [--password P] [--sites d1,d2] [--languages nl,de]`,
// `npm run staff -- disable --email E`, `npm run staff -- reset-otp --email E`, and
// `npm run staff -- import --file F` (a JSON array of accounts, for a team at once). On PostgreSQL
// (DATABASE_URL) it runs beside running servers; on the embedded database it takes the data
// directory's lock, so it refuses, and says so, while a server uses the folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb, type Db } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { dataDir, env } from '../env';
import { ApiError } from '../errors';
import { translate } from '../i18n/translate';
import { createStaff, disableStaff } from '../services/staff/staff-accounts';
import { resetStaffOtp } from '../services/staff/reset-otp';
import { STAFF_ROLES, type StaffRole } from '@/shared/staff/roles';
import { LOCALES } from '@/shared/constants';

const USAGE = `usage:
  npm run staff -- add --email E --role ${STAFF_ROLES.join('|')} [--password P] [--sites d1,d2] [--languages nl,de]
  npm run staff -- disable --email E
  npm run staff -- reset-otp --email E
  npm run staff -- import --file F   (F: [{"email", "role", "password"?, "sites"?: [], "languages"?: []}, …])`;

type Flags = { command: string; email: string; role?: string; password?: string; sites: string[]; languages: string[]; file?: string };
type Account = { email: string; role?: string; password?: string; sites?: string[]; languages?: string[] };

function readFlags(): Flags {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      sites: { type: 'string' },
      languages: { type: 'string' },
      file: { type: 'string' },
    },
  });
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const importing = positionals[0] === 'import';
  if (!positionals[0] || (importing ? !values.file : !values.email)) throw new Error(USAGE);
  return {
    command: positionals[0],
    file: values.file,
    email: (values.email ?? '').trim(),
    role: values.role,
    password: values.password,
    sites: list(values.sites),
    languages: list(values.languages),
  };
}

function checkedRole(role: string | undefined): StaffRole {
  if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  return role as StaffRole;
}

async function addAccount(db: Db, account: Account, now: Date) {
  const languages = account.languages ?? [];
  const unknown = languages.filter((l) => !(LOCALES as readonly string[]).includes(l));
  if (unknown.length) throw new Error(`unknown language ${unknown.join(', ')}`);
  const input = { email: account.email, role: checkedRole(account.role), password: account.password, siteDomains: account.sites ?? [], languages };
  return createStaff(db, input, now);
}

/** `import --file F`: every account in one run; one line of JSON per account created, for scripts to read. */
async function importAccounts(db: Db, file: string, now: Date): Promise<void> {
  const accounts = JSON.parse(readFileSync(file, 'utf8')) as Account[];
  for (const account of accounts) {
    const created = await addAccount(db, account, now);
    console.log(
      JSON.stringify({ id: created.staff.id, email: created.staff.email, role: created.staff.role, password: created.password, otpauth: created.otpauthUri }),
    );
  }
}

async function run(db: Db, flags: Flags): Promise<void> {
  const now = new Date();
  if (flags.command === 'add') {
    const created = await addAccount(db, flags, now);
    console.log(`staff ${created.staff.id} ${created.staff.email} (${created.staff.role}) created`);
    if (created.password) console.log(`password (shown once): ${created.password}`);
    console.log(`two-factor enrolment (scan or type into an authenticator app): ${created.otpauthUri}`);
  } else if (flags.command === 'import' && flags.file) {
    await importAccounts(db, flags.file, now);
  } else if (flags.command === 'disable') {
    const member = await disableStaff(db, flags.email, now);
    console.log(`staff ${member.id} ${member.email} disabled; their sessions have ended`);
  } else if (flags.command === 'reset-otp') {
    const uri = await resetStaffOtp(db, flags.email, now);
    console.log(`new two-factor enrolment for ${flags.email} (the old codes no longer work): ${uri}`);
  } else {
    throw new Error(USAGE);
  }
}

async function main(): Promise<void> {
  const flags = readFlags();
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir, 'staff');
  try {
    const handle = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pgdata') });
    try {
      await run(handle.db, flags);
    } finally {
      await handle.close();
    }
  } finally {
    releaseLock();
  }
}

/** The services refuse input as the API does (field messages); the command line prints them in English. */
function describe(error: unknown): string {
  if (error instanceof ApiError && error.fields) {
    return Object.entries(error.fields)
      .map(([field, f]) => `--${field}: ${translate('en', `Errors.${f.key}`, f.values)}`)
      .join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  const embeddedInUse = error instanceof DataDirLockedError;
  console.error(`[staff] ${embeddedInUse ? 'the embedded database is in use: ' : ''}${describe(error)}`);
  process.exitCode = 1;
});
