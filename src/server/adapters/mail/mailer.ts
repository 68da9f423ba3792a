import 'server-only';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on notification mails (nodemailer writes them as given). */
  headers?: Record<string, string>;
};

/** Sends a mail: as an .eml file under DATA_DIR/mail by default, through SMTP when SMTP_URL is set. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
