'use client';
import { useCallback, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/http-client';
import { StepUpDialog } from './step-up-dialog';

/**
 * For actions the server guards with a recent second factor: `needsStepUp(error, retry)` opens the
 * confirmation when the refusal was 403 `code_required` (and says so), and runs `retry` once the
 * staff member has confirmed. Render `dialog` somewhere in the component.
 */
export function useStepUp(): { needsStepUp: (error: unknown, retry: () => void) => boolean; dialog: ReactNode } {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const needsStepUp = useCallback((error: unknown, again: () => void) => {
    if (!isApiError(error, 'code_required')) return false;
    setRetry(() => again);
    return true;
  }, []);
  const dialog = retry ? (
    <StepUpDialog
      onConfirmed={() => {
        setRetry(null);
        retry();
      }}
      onCancel={() => setRetry(null)}
    />
  ) : null;
  return { needsStepUp, dialog };
}
