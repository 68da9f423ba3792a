'use client';
import { useCallback, useEffect, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * `request()` after a failed submit: once React has painted the error states, focus moves to the
 * first invalid field inside the element given to `ref` (a callback ref, so the hook's result can be
 * handed around like any value). Works for client checks and for errors from the server.
 */
export function useInvalidFocus<T extends HTMLElement>() {
  const [root, ref] = useState<T | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstInvalid(root);
    // Only a new request moves focus, not the root mounting again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requests]);
  const request = useCallback(() => setRequests((n) => n + 1), []);
  return { ref, request };
}
