import { TERMS_VERSION_DATE } from './constants';

/** §9: the terms version date is 2023-12-01 12:00 UTC, or the date the company was added when later. */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const base = new Date(TERMS_VERSION_DATE);
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && added.getTime() > base.getTime() ? added : base;
}
