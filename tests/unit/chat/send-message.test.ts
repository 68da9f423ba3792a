import { afterEach, describe, expect, it, vi } from 'vitest';
import { newNonce, sendMessage } from '@/lib/api/send-message';
import { http } from '@/lib/http-client';

afterEach(() => vi.unstubAllGlobals());

/** A server that fails the first `failures` calls with 503, then answers 201; it records each body. */
function flakyServer(failures: number) {
  const bodies: (string | FormData)[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(init.body as string | FormData);
    if (bodies.length <= failures) return new Response('{"error":"unavailable","message":"x"}', { status: 503 });
    return new Response(JSON.stringify({ message: { id: 1 }, conversation: { id: 2 }, credits: 0 }), { status: 201 });
  });
  return bodies;
}

describe('sending a message', () => {
  it('retries a failed send with the same nonce, so the server stores it once', async () => {
    const bodies = flakyServer(2);
    const nonce = crypto.randomUUID();
    const sent = await sendMessage({ profile: 7, nonce, content: { kind: 'text', text: 'Hoi' } });
    expect(sent.conversation.id).toBe(2);
    expect(bodies.map((b) => JSON.parse(String(b)))).toEqual([0, 1, 2].map(() => ({ profile: 7, nonce, text: 'Hoi' })));
  });

  it('sends a photo as multipart with the profile and the nonce', async () => {
    const bodies = flakyServer(0);
    const photo = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await sendMessage({ profile: 7, nonce: 'n-1', content: { kind: 'photo', photo } });
    const form = bodies[0] as FormData;
    expect([form.get('profile'), form.get('nonce'), (form.get('photo') as File).name]).toEqual(['7', 'n-1', 'me.jpg']);
  });

  it('makes a UUID nonce also where the page is not served over HTTPS (no randomUUID)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a as never) as T });
    const nonces = [newNonce(), newNonce()];
    expect(nonces[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  it('still never repeats a mutation that carries no idempotency key', async () => {
    const bodies = flakyServer(1);
    await expect(http('/api/chat.php', { method: 'DELETE', body: { conversation: 1 } })).rejects.toMatchObject({ status: 503 });
    expect(bodies).toHaveLength(1);
  });
});
