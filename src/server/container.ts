import 'server-only';
import path from 'node:path';
import { getDb, type Db } from './db/client';
import type { Mailer } from './adapters/mail/mailer';
import { createMailer } from './adapters/mail/nodemailer-mailer';
import type { PhotoStorage } from './adapters/storage/storage';
import { createLocalStorage } from './adapters/storage/local-storage';
import { dataDir, env } from './env';
import { log } from './log';

/** The outside world a service may touch; one per process, replaceable in tests. */
export type Container = { db: Db; mailer: Mailer; storage: PhotoStorage; publicUrl?: string };

const holder = globalThis as typeof globalThis & { __container?: Promise<Container> };

async function build(): Promise<Container> {
  return {
    db: await getDb(),
    mailer: createMailer({
      from: env.MAIL_FROM,
      smtpUrl: env.SMTP_URL,
      mailDir: path.join(dataDir, 'mail'),
      log: (line) => log.info(line),
    }),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    publicUrl: env.PUBLIC_URL,
  };
}

export function getContainer(): Promise<Container> {
  holder.__container ??= build();
  return holder.__container;
}

export function setContainer(container: Container): void {
  holder.__container = Promise.resolve(container);
}
