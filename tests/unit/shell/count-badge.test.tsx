// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CountBadge } from '@/components/layout/count-badge';
import { CreditsBadge } from '@/components/layout/credits-badge';

afterEach(cleanup);

describe('CountBadge', () => {
  it('renders nothing at 0', () => {
    const { container } = render(<CountBadge count={0} label="0 nieuwe likes" />);
    expect(container.textContent).toBe('');
  });

  it('caps at 99+ and tells screen readers the full label', () => {
    const { container } = render(<CountBadge count={120} label="120 nieuwe likes" />);
    expect(container.querySelector('[aria-hidden]')?.textContent).toBe('99+');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('120 nieuwe likes');
  });
});

describe('CreditsBadge', () => {
  it('is a danger badge at 0 and a warning badge up to 10', () => {
    expect(render(<CreditsBadge credits={0} label="x" />).container.querySelector('.bg-danger')).toBeTruthy();
    cleanup();
    expect(render(<CreditsBadge credits={10} label="x" />).container.querySelector('.bg-warning')).toBeTruthy();
    cleanup();
    expect(render(<CreditsBadge credits={11} label="x" />).container.textContent).toBe('');
  });
});
