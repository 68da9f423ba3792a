// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@/lib/http-client';
import { useStepUp } from '@/features/staff/hooks/use-step-up';
import { StepUpDialog } from '@/features/staff/components/step-up/step-up-dialog';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

/** A server that answers the calls in turn, recording method, path and body. */
function scriptedServer(answers: Answer[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null });
    const { status, body } = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** A guarded action (like disabling a staff member) wired to the step-up dialog as the pages do. */
function GuardedAction() {
  const { askedForCode, prompt } = useStepUp();
  const act = () => {
    http('/api/staff/staff.php', { method: 'PUT', body: { id: 7, disabled: true } }).catch((error: unknown) => askedForCode(error, act));
  };
  return (
    <>
      <button onClick={act}>Uitschakelen</button>
      <StepUpDialog {...prompt} />
    </>
  );
}

const codeRequired = {
  status: 403,
  body: { error: 'code_required', message: 'Voer opnieuw de code uit je authenticator-app in om deze actie te bevestigen.' },
};
const wrongCode = {
  status: 422,
  body: { error: 'validation_failed', message: 'Ongeldige invoer', fields: { otp: 'Deze code klopt niet of is al gebruikt.' } },
};

describe('the step-up dialog', () => {
  it('asks for the code when the server wants a fresh one, shows a refused code, and then runs the action again', async () => {
    const calls = scriptedServer([codeRequired, wrongCode, { status: 200, body: { ok: true } }, { status: 200, body: { staff: {} } }]);
    renderWithProviders(<GuardedAction />);
    fireEvent.click(screen.getByRole('button', { name: 'Uitschakelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });
    const code = screen.getByLabelText('Code uit je authenticator-app');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Deze code klopt niet of is al gebruikt.')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/staff/staff.php')).toHaveLength(2));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/staff/staff.php',
      'PUT /api/staff/session.php',
      'PUT /api/staff/session.php',
      'PUT /api/staff/staff.php',
    ]);
    expect(calls[2].body).toEqual({ otp: '654321' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the code’s form before asking the server, and cancelling leaves the action undone', async () => {
    const calls = scriptedServer([codeRequired]);
    renderWithProviders(<GuardedAction />);
    fireEvent.click(screen.getByRole('button', { name: 'Uitschakelen' }));
    await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });
    fireEvent.change(screen.getByLabelText('Code uit je authenticator-app'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText(/Deze code klopt niet/)).toBeTruthy();
    // The dialog's close button and its footer's both cancel; the footer's is the last.
    fireEvent.click(screen.getAllByRole('button', { name: 'Annuleren' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);
  });
});
