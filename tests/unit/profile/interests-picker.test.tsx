// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { InterestsPicker } from '@/features/profile/components/interests-picker';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(cleanup);

const interests = [
  { id: 1, slug: 'beach', icon: 'umbrella', name: 'Strand', sensitive: false },
  { id: 2, slug: 'wine', icon: 'cup', name: 'Wijn', sensitive: false },
];

describe('InterestsPicker', () => {
  it('toggles chips and reports the chosen slugs', () => {
    const onChange = vi.fn();
    renderWithProviders(<InterestsPicker selected={['wine']} onChange={onChange} />, { settings: { interests } });
    expect(screen.getByRole('button', { name: 'Wijn' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 gekozen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Strand' }));
    expect(onChange).toHaveBeenLastCalledWith(['beach', 'wine']);
    fireEvent.click(screen.getByRole('button', { name: 'Wijn' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('blocks new choices at 30 but lets the member remove one', () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ id: i + 1, slug: `i${i}`, icon: 'star', name: `Interest ${i}`, sensitive: false }));
    const selected = many.slice(0, 30).map((i) => i.slug);
    renderWithProviders(<InterestsPicker selected={selected} onChange={() => {}} />, { settings: { interests: many } });
    expect((screen.getByRole('button', { name: 'Interest 30' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Interest 0' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
