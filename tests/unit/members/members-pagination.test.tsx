// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MembersPagination } from '@/features/members/components/members-pagination';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(cleanup);

const hrefFor = (page: number) => `/members?gender=&country=&page=${page}`;

describe('MembersPagination', () => {
  it('marks the current page and links every page', () => {
    renderWithProviders(<MembersPagination page={3} total={9} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(screen.getByRole('link', { name: 'Pagina 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Volgende' }).getAttribute('href')).toBe(hrefFor(4));
    expect(screen.getByRole('link', { name: 'Vorige' }).getAttribute('href')).toBe(hrefFor(2));
  });

  it('stays in the page on a plain click but lets ctrl-click open a tab', () => {
    const onNavigate = vi.fn();
    renderWithProviders(<MembersPagination page={1} total={9} hrefFor={hrefFor} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Pagina 2' }));
    expect(onNavigate).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('link', { name: 'Pagina 9' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has no previous link on the first page and hides itself for a single page', () => {
    renderWithProviders(<MembersPagination page={1} total={2} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Vorige' })).toBeNull();
    cleanup();
    const { container } = renderWithProviders(<MembersPagination page={1} total={1} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
