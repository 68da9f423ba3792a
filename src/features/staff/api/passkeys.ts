import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { http } from '@/lib/http-client';
import type { PasskeyAnswerDto, PasskeyDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

const PASSKEYS_URL = '/api/staff/passkeys.php';

/**
 * Asks the browser's passkey for an answer to a fresh challenge: before login any of this back
 * office's passkeys, in a session one of the staff member's own (to confirm an action).
 */
export async function passkeyAnswer(): Promise<PasskeyAnswerDto> {
  const { options } = await http<{ options: PublicKeyCredentialRequestOptionsJSON }>('/api/staff/passkey-challenge.php', { method: 'POST' });
  const answer = await startAuthentication({ optionsJSON: options });
  const { clientDataJSON, authenticatorData, signature, userHandle } = answer.response;
  return { id: answer.id, rawId: answer.rawId, type: 'public-key', response: { clientDataJSON, authenticatorData, signature, userHandle } };
}

export function usePasskeys() {
  return useQuery({ queryKey: staffKeys.passkeys, queryFn: () => http<{ passkeys: PasskeyDto[] }>(PASSKEYS_URL) });
}

/** Creates a passkey on this device (the browser asks the person) and keeps it under a name. */
async function registerPasskey(name: string): Promise<PasskeyDto> {
  const { options } = await http<{ options: PublicKeyCredentialCreationOptionsJSON }>('/api/staff/passkey-registration.php', { method: 'POST' });
  const created = await startRegistration({ optionsJSON: options });
  const { clientDataJSON, attestationObject, transports } = created.response;
  const response = { id: created.id, rawId: created.rawId, type: created.type, response: { clientDataJSON, attestationObject, transports } };
  const { passkey } = await http<{ passkey: PasskeyDto }>(PASSKEYS_URL, { method: 'POST', body: { name, response } });
  return passkey;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerPasskey, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.passkeys }) });
}

export function removePasskey(id: string) {
  return http<{ ok: true }>(PASSKEYS_URL, { method: 'DELETE', body: { id } });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.passkeys }) });
}
