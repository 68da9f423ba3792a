import 'server-only';
import { createFileOutbox } from './file-outbox';
import { createHttpSmsGateway } from './http-gateway';
import type { SmsSender } from './sms-sender';

type Options = { url?: string; token?: string; outboxDir: string; log: (line: string) => void };

/** The HTTP gateway with SMS_URL, else the file outbox under DATA_DIR/sms. */
export function createSmsSender({ url, token, outboxDir, log }: Options): SmsSender {
  return url ? createHttpSmsGateway({ url, token }) : createFileOutbox(outboxDir, log);
}
