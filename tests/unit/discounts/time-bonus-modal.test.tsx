// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TimeBonusModal } from '@/features/discounts/components/time-bonus-modal';
import { TIME_BONUS_DISMISSED_KEY } from '@/features/discounts/members-area';
import { TIME_BONUS_MODAL_DELAY_MS } from '@/shared/constants';
import { renderWithTimeBonus, timeBonusEndingIn } from './time-bonus-render';

let pathname = '/members';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
// The modal's code loads the first time it opens: the step after it is due lets that load finish.
const loaded = () => act(async () => void (await import('@/features/discounts/components/time-bonus-dialog')));

// The page the member is on: changing it re-renders the modal as a navigation would.
let rerenderPage = () => {};
function Page() {
  const [, setVisits] = useState(0);
  useEffect(() => {
    rerenderPage = () => setVisits((n) => n + 1);
  }, []);
  return <TimeBonusModal />;
}
const goTo = (path: string) => {
  pathname = path;
  act(() => rerenderPage());
};
const TITLE = '25% welkomstkorting';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  pathname = '/members';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('time-bonus modal (§4)', () => {
  it('opens 40 s after entering the members area with 25%, 4 hours and the countdown', async () => {
    renderWithTimeBonus(<Page />, timeBonusEndingIn(3 * 3_600));
    await advance(TIME_BONUS_MODAL_DELAY_MS - 1);
    expect(screen.queryByText(TITLE)).toBeNull();
    await advance(1);
    await loaded();
    expect(screen.getByText(TITLE)).toBeTruthy();
    expect(screen.getByText('Wees er snel bij: nog 4 uur')).toBeTruthy();
    expect(screen.getByText(/^02:59:\d\d$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk de credits' }).getAttribute('href')).toBe('/credits');
  });

  it('stores the dismissal time when closed and stays away', async () => {
    renderWithTimeBonus(<Page />, timeBonusEndingIn(3 * 3_600));
    await advance(TIME_BONUS_MODAL_DELAY_MS);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(Number(localStorage.getItem(TIME_BONUS_DISMISSED_KEY))).toBe(Date.now());
    goTo('/profile');
    goTo('/members');
    await advance(TIME_BONUS_MODAL_DELAY_MS * 2);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('does not open for a member with credits', async () => {
    renderWithTimeBonus(<Page />, timeBonusEndingIn(3 * 3_600), { credits: 50 });
    await advance(TIME_BONUS_MODAL_DELAY_MS * 2);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('is cancelled by leaving the members area before 40 s', async () => {
    renderWithTimeBonus(<Page />, timeBonusEndingIn(3 * 3_600));
    await advance(TIME_BONUS_MODAL_DELAY_MS - 10_000);
    goTo('/profile');
    await advance(20_000);
    expect(screen.queryByText(TITLE)).toBeNull();
    goTo('/likes');
    await advance(TIME_BONUS_MODAL_DELAY_MS - 1);
    expect(screen.queryByText(TITLE)).toBeNull();
    await advance(1);
    await loaded();
    expect(screen.getByText(TITLE)).toBeTruthy();
  });

  it('does not open without a time bonus', async () => {
    renderWithTimeBonus(<Page />, null);
    await advance(TIME_BONUS_MODAL_DELAY_MS * 2);
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});
