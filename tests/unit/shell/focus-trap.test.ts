// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusMainIfLost, topDialog, trapTab } from '@/components/layout/focus-trap';

const original = HTMLElement.prototype.getClientRects;
beforeEach(() => {
  // The test DOM (happy-dom) lays nothing out; every element counts as shown here.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
  document.body.innerHTML = `
    <main id="main"><a href="/behind" id="behind">Achter</a></main>
    <div class="modal" role="dialog" aria-modal="true" tabindex="-1" id="gate">
      <button id="confirm">Ik ben 18+</button><a href="https://example.org" id="leave">Verlaten</a>
    </div>`;
});
afterEach(() => {
  HTMLElement.prototype.getClientRects = original;
  document.body.innerHTML = '';
});

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  trapTab(event, topDialog()!);
  return event;
};

describe('focus trap of the open dialog', () => {
  it('goes from the last control back to the first, and the other way with Shift+Tab', () => {
    document.getElementById('leave')!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('confirm');
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('leave');
  });

  it('leaves Tab alone between two controls inside', () => {
    document.getElementById('confirm')!.focus();
    expect(tab().defaultPrevented).toBe(false);
  });

  it('pulls focus that sits on the page behind into the dialog', () => {
    document.getElementById('behind')!.focus();
    tab();
    expect(document.activeElement?.id).toBe('confirm');
  });

  it('gives focus to the page content when the dialog closed with nothing focused', () => {
    document.getElementById('gate')!.remove();
    (document.activeElement as HTMLElement | null)?.blur();
    focusMainIfLost();
    expect(document.activeElement?.id).toBe('main');
  });

  it('also when focus is still on the button of the faded-out dialog', () => {
    document.getElementById('confirm')!.focus();
    focusMainIfLost();
    expect(document.activeElement?.id).toBe('main');
  });

  it('leaves focus alone when the member already moved it on the page', () => {
    document.getElementById('behind')!.focus();
    focusMainIfLost();
    expect(document.activeElement?.id).toBe('behind');
  });
});
