// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { LikeModal } from '@/features/likes/components/like-modal/like-modal';
import { getLikeModal, hideLikeModal, showLikeModal } from '@/lib/like-modal-store';
import { renderShell } from '../shell/shell-render';

const router = { push: vi.fn(), refresh: vi.fn(), back: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/members', useSearchParams: () => new URLSearchParams() }));

afterEach(() => {
  cleanup();
  act(() => hideLikeModal());
  router.push.mockReset();
});

const photo = { id: 3, filename: '/api/media/e.jpg', thumb_filename: '/api/media/e_t.jpg', match: '/api/media/e.jpg', is_private: false };
const eva = { id: 7, name: 'Eva', main_image: photo };

describe('the match and new-like modal (§2)', () => {
  it('announces a match and leads to the conversation from the main button', () => {
    showLikeModal({ kind: 'match', profile: eva }, 1);
    renderShell(<LikeModal request={{ kind: 'match', profile: eva }} />);
    expect(screen.getByRole('dialog', { name: 'Het is een match!' })).toBeTruthy();
    expect(screen.getByText('Jij en Eva vinden elkaar leuk.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stuur een bericht' }));
    expect(router.push).toHaveBeenCalledWith('/members/7/chat');
    expect(getLikeModal()).toBeNull();
  });

  it('opens a match’s profile from the photo', () => {
    renderShell(<LikeModal request={{ kind: 'match', profile: eva }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open het profiel van Eva' }));
    expect(router.push).toHaveBeenCalledWith('/members/7');
  });

  it('opens the like of a landing link’s t at members-id and marks it seen (§4)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: true }));
    renderShell(<LikeModal request={{ kind: 'like', profile: eva, via: 'link' }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bekijk profiel' }));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    });
    expect(router.push).toHaveBeenCalledWith('/members/7');
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toContain('/api/likes.php');
    expect(init?.method).toBe('PUT');
    fetch.mockRestore();
  });

  it('opens a new like through /likes/m/{id} from the photo', () => {
    renderShell(<LikeModal request={{ kind: 'like', profile: eva }} />);
    expect(screen.getByRole('dialog', { name: 'Eva vindt je leuk!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open het profiel van Eva' }));
    expect(router.push).toHaveBeenCalledWith('/likes/m/7');
  });

  it('closes on a click anywhere else without leaving the page', () => {
    showLikeModal({ kind: 'like', profile: { ...eva, id: 8 } }, 1);
    renderShell(<LikeModal request={{ kind: 'like', profile: eva }} />);
    fireEvent.click(screen.getByText('Klik ergens om te sluiten'));
    expect(getLikeModal()).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('labels a fictional profile with the site’s fictional label and warning (§1)', () => {
    const settings = { fictional_singular: 'Fictief profiel', fictional_warning: 'Fysiek contact met dit profiel is niet mogelijk.' };
    renderShell(<LikeModal request={{ kind: 'like', profile: { ...eva, is_fictional: true } }} />, { settings });
    expect(screen.getByText('Fictief profiel')).toBeTruthy();
    expect(screen.getByText('Fysiek contact met dit profiel is niet mogelijk.')).toBeTruthy();
  });

  it('shows no fictional label for a real member', () => {
    renderShell(<LikeModal request={{ kind: 'like', profile: eva }} />, { settings: { fictional_singular: 'Fictief profiel' } });
    expect(screen.queryByText('Fictief profiel')).toBeNull();
  });
});
