import { describe, expect, it } from 'vitest';
import { publicOnly } from '@/server/adapters/push/web-push-sender';
import { isPublicAddress } from '@/shared/schemas/push-endpoint';

describe('where the server sends web push', () => {
  it('judges resolved addresses by their range', () => {
    expect(['142.250.74.110', '2a00:1450:4001:80b::200a'].map(isPublicAddress)).toEqual([true, true]);
    expect(['127.0.0.1', '10.1.2.3', '192.168.1.1', '169.254.169.254', '::1', '::ffff:10.0.0.1', 'fd00::1'].map(isPublicAddress)).toEqual(Array(7).fill(false));
  });

  it('refuses to connect to a name that resolves into this machine', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnly('localhost', {}, (err) => resolve(err)));
    expect(error?.code).toBe('EACCES');
  });
});
