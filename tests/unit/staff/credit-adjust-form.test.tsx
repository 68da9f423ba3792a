// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useStepUp } from '@/features/staff/hooks/use-step-up';
import { StepUpDialog } from '@/features/staff/components/step-up/step-up-dialog';
import { CreditAdjustForm } from '@/features/staff/components/members/credit-adjust-form';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

/** A server that answers each "METHOD path" from its own queue (200 {} when it runs out), recording every call. */
function scriptedServer(answers: Record<string, Answer[]>) {
  const calls: { route: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push({ route, body: init.body ? JSON.parse(String(init.body)) : null });
    const { status, body } = answers[route]?.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The credit form as the member pane wires it: with the step-up dialog of the page. */
function Pane() {
  const { askedForCode, prompt } = useStepUp();
  return (
    <>
      <CreditAdjustForm member={{ id: 42, email: 'henk@example.com' }} askedForCode={askedForCode} />
      <StepUpDialog {...prompt} />
    </>
  );
}

const codeRequired = { status: 403, body: { error: 'code_required', message: 'Voer opnieuw de code in.' } };

function fillIn(delta: string, reason: string) {
  fireEvent.change(screen.getByLabelText('Wijziging (bijv. 10 of -5)'), { target: { value: delta } });
  fireEvent.change(screen.getByLabelText('Reden (wordt vastgelegd)'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Aanpassen' }));
}

describe('the credit adjustment form', () => {
  it('asks for confirmation, then for a fresh code, and sends the retry with the same key', async () => {
    const calls = scriptedServer({ 'POST /api/staff/credits.php': [codeRequired, { status: 200, body: { member: 42, delta: 10, balance: 35 } }] });
    renderWithProviders(<Pane />);
    fillIn('10', 'Goodwill na storing');
    const confirm = await screen.findByRole('dialog', { name: 'Credits aanpassen' });
    expect(confirm.textContent).toContain('henk@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });
    fireEvent.change(screen.getByLabelText('Code uit je authenticator-app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Gelukt. Het saldo is nu 35.')).toBeTruthy();
    const sent = calls.filter((c) => c.route === 'POST /api/staff/credits.php').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ member: 42, delta: 10, reason: 'Goodwill na storing' });
    expect(sent[1]).toEqual(sent[0]);
  });

  it('checks the change and the reason before anything is sent', async () => {
    const calls = scriptedServer({});
    renderWithProviders(<Pane />);
    fillIn('0', 'ok');
    expect(await screen.findByText('Vul een heel getal in van -10000 tot 10000, maar niet 0.')).toBeTruthy();
    expect(screen.getByText('Geef een reden van minstens 3 tekens.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });
});
