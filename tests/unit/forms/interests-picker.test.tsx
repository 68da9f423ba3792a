// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { InterestsPicker } from '@/components/forms/interests-picker';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(cleanup);

const interests = [
  { id: 1, slug: 'wine', icon: 'cup', name: 'Wijn', sensitive: false },
  { id: 2, slug: 'beach', icon: 'umbrella', name: 'Strand', sensitive: false },
];

describe('InterestsPicker (signup and /profile)', () => {
  it('is a labelled group of checkboxes that reports the chosen slugs in a stable order', () => {
    const onChange = vi.fn();
    renderWithProviders(<InterestsPicker id="i" value={['wine']} onChange={onChange} />, { settings: { interests } });
    expect(screen.getByRole('group', { name: 'Interesses' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Wijn' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 van maximaal 30 gekozen')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Strand' }));
    expect(onChange).toHaveBeenLastCalledWith(['beach', 'wine']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wijn' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('blocks new choices at 30 but lets the member remove one', () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ id: i + 1, slug: `i${i}`, icon: 'star', name: `Interest ${i}`, sensitive: false }));
    const selected = many.slice(0, 30).map((i) => i.slug);
    renderWithProviders(<InterestsPicker id="i" value={selected} onChange={() => {}} />, { settings: { interests: many } });
    expect((screen.getByRole('checkbox', { name: 'Interest 30' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Interest 0' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('30 van maximaal 30 gekozen')).toBeTruthy();
  });
});
