import 'server-only';

/**
 * Sends a text message: as a JSON file under DATA_DIR/sms by default, through an HTTP SMS gateway
 * when SMS_URL is set. `to` is E.164 (+31612345678).
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
