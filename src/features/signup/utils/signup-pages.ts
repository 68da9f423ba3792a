import { paths } from '@/shared/paths';

const MEMBER_SIGNUP = /^\/members\/\d+\/signup$/;

/** The pages that run the signup flow themselves (/signup, /members/{id}/signup): never the modal on top. */
export function isSignupPage(pathname: string): boolean {
  return pathname === paths.signup.page || MEMBER_SIGNUP.test(pathname);
}
