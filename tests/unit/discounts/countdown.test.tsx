// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { OfferBanner } from '@/features/discounts/components/offer-banner';
import { formatCountdown } from '@/features/discounts/countdown';
import { renderWithTimeBonus, timeBonusEndingIn } from './time-bonus-render';

let pathname = '/members';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The banner's view loads on demand (next/dynamic): loaded once here, it shows within the first tick.
beforeAll(() => import('@/features/discounts/components/offer-banner-view'));

beforeEach(() => {
  vi.useFakeTimers();
  pathname = '/members';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('time-bonus countdown (§4)', () => {
  it('writes hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(4 * 3_600)).toBe('04:00:00');
    expect(formatCountdown(3_600 + 2 * 60 + 3)).toBe('01:02:03');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('ticks down each second in the members-area banner', async () => {
    renderWithTimeBonus(<OfferBanner />, timeBonusEndingIn(3 * 3_600 + 5));
    await advance(300);
    expect(screen.getByText('25% welkomstkorting op je eerste credits!')).toBeTruthy();
    expect(screen.getByText('03:00:05')).toBeTruthy();
    await advance(1_000);
    expect(screen.getByText('03:00:04')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk de credits' }).getAttribute('href')).toBe('/credits');
  });

  it('clears when the countdown reaches zero', async () => {
    renderWithTimeBonus(<OfferBanner />, timeBonusEndingIn(3));
    await advance(300);
    expect(screen.getByText('00:00:03')).toBeTruthy();
    await advance(3_000);
    expect(screen.queryByText('25% welkomstkorting op je eerste credits!')).toBeNull();
  });

  it('is not shown outside the members area', async () => {
    pathname = '/profile';
    renderWithTimeBonus(<OfferBanner />, timeBonusEndingIn(3_600));
    await advance(300);
    expect(screen.queryByText('25% welkomstkorting op je eerste credits!')).toBeNull();
  });

  it('is not asked for or shown for a paid member', async () => {
    const { requests } = renderWithTimeBonus(<OfferBanner />, timeBonusEndingIn(3_600), { paid: true });
    await advance(300);
    expect(screen.queryByText('25% welkomstkorting op je eerste credits!')).toBeNull();
    expect(requests.filter((url) => url.includes('discountcode.php'))).toEqual([]);
  });

  it('asks only for the welcome discount once the 4 hours of the time bonus are over', async () => {
    const welcome = { code: 'WELCOME25', percentage: 25, minimum: 0, country: null };
    const { requests } = renderWithTimeBonus(<OfferBanner />, null, { welcome, signedUpAgo: 5 * 3_600 });
    await advance(300);
    expect(screen.getByText('25% welkomstkorting op je eerste credits met code WELCOME25')).toBeTruthy();
    expect(requests.filter((url) => url.includes('discountcode.php'))).toEqual(['/api/discountcode.php?welcome=true']);
  });

  it('asks for neither offer once the 48 hours of the welcome discount are over (the answer would be 404)', async () => {
    const { requests } = renderWithTimeBonus(<OfferBanner />, null, { signedUpAgo: 49 * 3_600 });
    await advance(300);
    expect(screen.queryByRole('region')).toBeNull();
    expect(requests.filter((url) => url.includes('discountcode.php'))).toEqual([]);
  });

  it('shows the welcome discount once there is no time bonus', async () => {
    renderWithTimeBonus(<OfferBanner />, null, { welcome: { code: 'WELCOME25', percentage: 25, minimum: 0, country: null } });
    await advance(300);
    expect(screen.getByText('25% welkomstkorting op je eerste credits met code WELCOME25')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk de credits' }).getAttribute('href')).toBe('/credits');
  });
});
