import { describe, expect, it } from 'vitest';
import { applicationServerKey } from '@/lib/push-subscription';

describe('push opt-in', () => {
  it('turns the base64url VAPID key into bytes', () => {
    const bytes = applicationServerKey(Buffer.from([251, 255, 0, 1, 2]).toString('base64url'));
    expect([...bytes]).toEqual([251, 255, 0, 1, 2]);
  });
});
