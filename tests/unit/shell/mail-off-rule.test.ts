import { describe, expect, it } from 'vitest';
import { showMailOffAlert } from '@/features/site-chrome/components/banners/mail-off-rule';
import { testUser } from '../auth/render-with-providers';

const mailStopped = (...reasons: string[]) => ({ ...testUser(), notifications_disabled: reasons });

describe('disabled-notifications alert (§4)', () => {
  it('shows while mail is stopped for any reason', () => {
    for (const reason of ['fbl', 'bounce', 'listunsubscribe']) expect(showMailOffAlert(mailStopped(reason), '/members')).toBe(true);
  });

  it('does not show for visitors or while mail flows', () => {
    expect(showMailOffAlert(null, '/members')).toBe(false);
    expect(showMailOffAlert(testUser(), '/members')).toBe(false);
  });

  it('is hidden on settings and notifications', () => {
    expect(showMailOffAlert(mailStopped('bounce'), '/notifications')).toBe(false);
    expect(showMailOffAlert(mailStopped('bounce'), '/settings')).toBe(false);
    expect(showMailOffAlert(mailStopped('bounce'), '/likes')).toBe(true);
  });
});
