// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ModerationPage } from '@/features/staff/components/moderation/moderation-page';
import type { ModerationItemDto, ModerationQueueDto } from '@/shared/types/moderation';
import { fakeFetch, renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item: ModerationItemDto = {
  id: 1,
  reference: 'N-ABCDEFGHJK',
  source: 'member',
  reporter: 'member',
  site_id: 1,
  language: 'nl',
  what: 'profile',
  where: '',
  why: 'minor',
  reason: 'underage',
  text: 'Lijkt 15.',
  created_at: '2026-11-20T10:00:00.000Z',
  target: { id: 12, name: null },
  snapshot: { name: 'Bram', about: 'Ik zit in de derde klas', photos: ['a.jpg', 'b.jpg'] },
  earlier: { count: 1, last: [{ reference: 'N-0000000000', source: 'notice', why: 'scam', status: 'decided', created_at: '2026-11-01T10:00:00.000Z' }] },
  decisions: [],
};

describe('ModerationPage', () => {
  it('shows each item with the content as reported and the earlier reports about the member', async () => {
    vi.stubGlobal('fetch', fakeFetch(200, { items: [item], now: '2026-11-25T10:00:00.000Z' } satisfies ModerationQueueDto).fetch);
    renderWithProviders(<ModerationPage />);
    const card = within((await screen.findAllByRole('listitem'))[0]);
    expect(card.getByText('Een minderjarige (jonger dan 18)')).toBeTruthy();
    expect(card.getByText('profiel verwijderd (#12)')).toBeTruthy();
    const snapshot = within(card.getByRole('region', { name: 'Zoals gemeld' }));
    expect(snapshot.getByText('Ik zit in de derde klas')).toBeTruthy();
    expect(snapshot.getByText('2 foto’s')).toBeTruthy();
    expect(card.getByText('1 eerdere melding over dit lid')).toBeTruthy();
    expect(card.getByText(/Oplichting of fraude · besloten/)).toBeTruthy();
  });

  it('says when nothing is open', async () => {
    vi.stubGlobal('fetch', fakeFetch(200, { items: [], now: '2026-11-25T10:00:00.000Z' }).fetch);
    renderWithProviders(<ModerationPage />);
    expect(await screen.findByText('Niets open: elke melding is behandeld.')).toBeTruthy();
  });
});
