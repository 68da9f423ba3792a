import { useSyncExternalStore } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

const neverChanges = () => () => {};

/** Whether this browser can use passkeys: known only in the browser, so false while rendering on the server. */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(neverChanges, browserSupportsWebAuthn, () => false);
}
