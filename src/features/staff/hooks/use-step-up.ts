'use client';
import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/http-client';

/**
 * Actions that ask for a fresh second factor (403 `code_required`): the refusal opens the step-up
 * dialog (code or passkey), and the confirmation runs the same action again, so nobody starts over.
 * Render `<StepUpDialog {...prompt} />` in the component.
 */
export function useStepUp() {
  const [retry, setRetry] = useState<(() => void) | null>(null);

  /** True when the error asked for a code (the prompt then opens); false for any other error. */
  const askedForCode = useCallback((error: unknown, again: () => void): boolean => {
    if (!isApiError(error, 'code_required')) return false;
    setRetry(() => again);
    return true;
  }, []);

  const confirmed = useCallback(() => {
    retry?.();
    setRetry(null);
  }, [retry]);

  return { askedForCode, prompt: { show: retry !== null, onConfirmed: confirmed, onCancel: () => setRetry(null) } };
}
