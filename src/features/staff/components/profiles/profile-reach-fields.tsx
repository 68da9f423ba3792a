'use client';
import { useTranslations } from 'next-intl';
import type { StaffSiteDto } from '@/shared/types/staff';
import type { OwnProfileForm } from '../../hooks/use-own-profile-form';
import { LanguageChecks, SiteChecks } from '../scope-checks';
import { FormCard } from './form-card';

/** Where members meet the profile in lists (search, swipe game, match finder): sites and languages. */
export function ProfileReachFields({ form, sites }: { form: OwnProfileForm; sites: StaffSiteDto[] }) {
  const t = useTranslations('Staff.profiles');
  const { values, set, errors } = form;
  return (
    <FormCard id="own-profile-reach-section" title={t('sectionReach')}>
      <SiteChecks
        idPrefix="own-profile-shown-on"
        legend={t('shownOnSites')}
        sites={sites}
        value={values.shown_on_sites}
        onChange={(chosen) => set('shown_on_sites', chosen)}
        error={errors.fields.shown_on_sites}
      />
      <LanguageChecks
        idPrefix="own-profile-shown-in"
        legend={t('shownInLanguages')}
        value={values.shown_in_languages}
        onChange={(chosen) => set('shown_in_languages', chosen)}
        error={errors.fields.shown_in_languages}
      />
      <p className="form-text mt-0 mb-0">{t('reachHelp')}</p>
    </FormCard>
  );
}
