// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NavMenu } from '@/components/layout/nav-menu';

afterEach(cleanup);

function renderMenu(onChoose = vi.fn()) {
  render(
    <div>
      <p>Elsewhere</p>
      <NavMenu id="menu" title="Taal kiezen">
        <button type="button" className="dropdown-item" onClick={onChoose}>
          Français
        </button>
      </NavMenu>
    </div>,
  );
  return screen.getByRole('button', { name: 'Taal kiezen' });
}

describe('NavMenu (the dropdowns of the top navigation)', () => {
  it('opens on its button and closes once an item is chosen', () => {
    const onChoose = vi.fn();
    const toggle = renderMenu(onChoose);
    expect(screen.queryByRole('button', { name: 'Français' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Français' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, with the focus back on its button, and on a click elsewhere', () => {
    const toggle = renderMenu();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Français' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('button', { name: 'Français' })).toBeNull();
  });

  it('keeps its visible title as the button name when the menu has a label', () => {
    render(
      <NavMenu id="account" title="Demo" label="Mijn account">
        <span className="dropdown-item">Profiel</span>
      </NavMenu>,
    );
    expect(screen.getByRole('button', { name: 'Demo' })).toBeTruthy();
  });
});
