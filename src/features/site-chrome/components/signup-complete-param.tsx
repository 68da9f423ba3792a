'use client';
import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { SIGNUP_COMPLETE_PARAM, withoutSignupCompleteParam } from './banners/unconfirmed-rule';

/**
 * §4 api_signup_complete (the members page right after signup): the banners read it once, then it
 * leaves the address bar, so reloading or sharing the page does not say again that signup finished.
 * Renders nothing; mounted once by the default layout.
 */
export function SignupCompleteParam() {
  const present = useSearchParams().has(SIGNUP_COMPLETE_PARAM);
  useEffect(() => {
    if (present) window.history.replaceState(window.history.state, '', withoutSignupCompleteParam(window.location.href));
  }, [present]);
  return null;
}
