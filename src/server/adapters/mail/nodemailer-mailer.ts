import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

type Options = { from: string; smtpUrl?: string; mailDir: string; log: (line: string) => void };

/** Both modes use nodemailer; without SMTP its stream transport renders the same message to a file. */
export function createMailer({ from, smtpUrl, mailDir, log }: Options): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(mailDir, { recursive: true });
      // Neither the address nor the link (it carries a token) goes into the file name or the log:
      // the operator opens the named file to read the mail.
      const file = path.join(mailDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail written to ${file}`);
    },
  };
}
