'use client';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { siteUpdateSchema, type SiteFieldsInput } from '@/shared/schemas/staff-sites';
import type { StaffSiteDto } from '@/shared/types/staff-sites';
import { useUpdateSite } from '../../api/sites';

/**
 * One section of the site editor: a draft of the whole site, of which the section sends only its own
 * fields (PUT changes only what is sent). Checked with the API's own schema first, so the form and
 * the server give the same words.
 */
export function useSiteSection(site: StaffSiteDto, pick: (draft: StaffSiteDto) => SiteFieldsInput) {
  const [draft, setDraft] = useState<StaffSiteDto>(site);
  const [saved, setSaved] = useState(false);
  const { bindForm, ...errors } = useFormErrors();
  const update = useUpdateSite();

  const set = <K extends keyof StaffSiteDto>(key: K, value: StaffSiteDto[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const setExtra = <K extends keyof StaffSiteDto['extra']>(key: K, value: StaffSiteDto['extra'][K]) => set('extra', { ...draft.extra, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = errors.check(siteUpdateSchema, { id: site.id, ...pick(draft) });
    if (!input) return;
    errors.clear();
    update.mutate(input, { onSuccess: () => setSaved(true), onError: errors.fromError });
  };

  return { draft, set, setExtra, submit, saved, pending: update.isPending, errors, bindForm };
}

export type SiteSection = ReturnType<typeof useSiteSection>;

/** A number input's value as the API takes it: empty leaves the setting at its default. */
export const numberOrUndefined = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));
