// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from '@/components/forms/focus-first-invalid';
import { fieldState } from '@/components/forms/field-state';

afterEach(() => {
  document.body.innerHTML = '';
});

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}<button type="submit">Opslaan</button></form>`;
  return document.querySelector('form')!;
}

describe('after a failed submit', () => {
  it('focuses the first invalid field in document order', () => {
    const root = form('<input id="a" /><input id="b" aria-invalid="true" /><select id="c" class="is-invalid"></select>');
    expect(focusFirstInvalid(root)?.id).toBe('b');
    expect(document.activeElement?.id).toBe('b');
  });

  it('focuses the first control inside an invalid group (interests, radios)', () => {
    const root = form('<fieldset aria-invalid="true"><input type="checkbox" id="wine" /></fieldset>');
    expect(focusFirstInvalid(root)?.id).toBe('wine');
  });

  it('focuses the form-level message when no field is marked', () => {
    const root = form('<div role="alert">Er ging iets mis.</div>');
    expect(focusFirstInvalid(root)?.getAttribute('role')).toBe('alert');
    expect(document.activeElement?.textContent).toBe('Er ging iets mis.');
  });
});

describe('field states (§5)', () => {
  it('is invalid with an error, valid only once checked and answered, neutral before', () => {
    expect(fieldState('Ongeldige e-mail', true)).toEqual({ isInvalid: true, isValid: false, 'aria-invalid': true });
    expect(fieldState(undefined, true, true)).toEqual({ isInvalid: false, isValid: true });
    expect(fieldState(undefined, true, false)).toEqual({ isInvalid: false, isValid: false });
    expect(fieldState(undefined, false, true)).toEqual({ isInvalid: false, isValid: false });
  });
});
