// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SettingsPage } from '@/features/settings/components/settings-page';
import type { NotificationsDto } from '@/shared/types/notifications';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

const router = { push: vi.fn(), refresh: vi.fn(), back: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/notifications', useSearchParams: () => new URLSearchParams() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const allOn: NotificationsDto = {
  email: {
    new_conversations: true,
    new_messages: true,
    like: true,
    unread_message_reminders: true,
    promotions: true,
    weekly_updates: true,
    news: true,
    reminders: true,
  },
  push: true,
  notifications_disabled: [],
};

/** notifications.php as far as the page needs it: a PUT merges the switches sent. */
function fakeApi(start: NotificationsDto) {
  const puts: unknown[] = [];
  let state = start;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/notifications.php') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { email?: Partial<NotificationsDto['email']>; enable_mail?: boolean };
      puts.push(body);
      state = { ...state, email: { ...state.email, ...body.email }, notifications_disabled: body.enable_mail ? [] : state.notifications_disabled };
    }
    const json = url.startsWith('/api/notifications.php')
      ? state
      : url.startsWith('/api/export.php')
        ? { export: { status: 'none', requested_at: null } }
        : { user: testUser() };
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return puts;
}

describe('/notifications', () => {
  it('shows every e-mail kind switched on and saves a switch as it is flipped', async () => {
    const puts = fakeApi(allOn);
    renderWithProviders(<SettingsPage initial={allOn} />, { user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeTruthy();
    const news = screen.getByLabelText('Nieuws') as HTMLInputElement;
    expect(news.checked).toBe(true);
    fireEvent.click(news);
    await screen.findByText('Opgeslagen.');
    expect(puts).toEqual([{ email: { news: false } }]);
    expect((screen.getByLabelText('Nieuws') as HTMLInputElement).checked).toBe(false);
  });

  it('moves a switch the moment it is flipped, and puts it back when the save fails', async () => {
    const puts = fakeApi(allOn);
    const api = globalThis.fetch;
    let answerPut: (res: Response) => void = () => {};
    const put = new Promise<Response>((resolve) => (answerPut = resolve));
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => (init.method === 'PUT' ? put : api(url, init)));
    renderWithProviders(<SettingsPage initial={allOn} />, { user: testUser() });
    const news = screen.getByLabelText('Nieuws') as HTMLInputElement;
    fireEvent.click(news);
    // Right after the click, with the save still on its way.
    expect(news.checked).toBe(false);
    answerPut(new Response(JSON.stringify({ error: 'server' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(news.checked).toBe(true));
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('says when mail is stopped and turns it back on', async () => {
    const stopped = { ...allOn, notifications_disabled: ['listunsubscribe'] };
    const puts = fakeApi(stopped);
    renderWithProviders(<SettingsPage initial={stopped} />, { user: testUser() });
    expect(screen.getByText('Je ontvangt op dit moment geen e-mails van ons.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zet e-mail weer aan' }));
    await waitFor(() => expect(screen.queryByText('Je ontvangt op dit moment geen e-mails van ons.')).toBeNull());
    expect(puts).toEqual([{ enable_mail: true }]);
  });

  it('tells a browser without push that it cannot have it', async () => {
    fakeApi(allOn);
    renderWithProviders(<SettingsPage initial={allOn} />, { user: testUser() });
    expect(await screen.findByText('Deze browser ondersteunt geen pushmeldingen.')).toBeTruthy();
  });
});
