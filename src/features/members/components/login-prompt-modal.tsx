'use client';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useShownOnce } from '@/lib/hooks/use-shown-once';

// Only visitors who try a member's action see it: its modal code loads the first time it opens.
const LoginPromptDialog = lazy(() => import('./login-prompt-dialog').then((module) => ({ default: module.LoginPromptDialog })));

/** §6: why an action needs an account, with sign-up and login; loaded when first needed. */
export function LoginPromptModal(props: ComponentProps<typeof LoginPromptDialog>) {
  const shown = useShownOnce(props.message !== null);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog {...props} />
    </Suspense>
  );
}
