'use client';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import type { StaffSiteDto } from '@/shared/types/staff';
import { useFictionalProfile } from '../../api/profiles';
import { emptyProfileValues, profileValuesOf } from '../../profile-form-values';
import { OwnProfileForm } from './own-profile-form';
import { ProfilePhotos } from './profile-photos';

type Props = { id: number | 'new'; sites: StaffSiteDto[]; canEdit: boolean; onSaved: (id: number, created: boolean) => void };

function ExistingProfile({ id, sites, canEdit, onSaved }: Props & { id: number }) {
  const t = useTranslations('Staff.profiles');
  const detail = useFictionalProfile(id);
  if (detail.isPending) return <Spinner aria-label={t('loading')} />;
  if (detail.isError) return <Alert variant="danger">{detail.error.message}</Alert>;
  const profile = detail.data;
  const domain = sites.find((s) => s.id === profile.site_id)?.domain ?? '';
  return (
    <>
      <h2 className="h5 mb-3">{canEdit ? t('editTitle', { name: profile.name }) : t('nameAge', { name: profile.name, age: profile.age })}</h2>
      <ProfilePhotos profile={profile} canEdit={canEdit} />
      {/* Keyed by the profile: another profile starts from its own fields, not the last one's. */}
      <OwnProfileForm key={id} id={id} initial={profileValuesOf(profile, domain)} sites={sites} canEdit={canEdit} onSaved={(saved) => onSaved(saved, false)} />
    </>
  );
}

/** The form of the chosen profile (photos first, as members see them first), or of a new one. */
export function ProfileEditor(props: Props) {
  const t = useTranslations('Staff.profiles');
  if (props.id !== 'new') return <ExistingProfile {...props} id={props.id} />;
  const site = props.sites.length === 1 ? props.sites[0].domain : '';
  return (
    <>
      <h2 className="h5 mb-1">{t('newTitle')}</h2>
      <p className="small text-body-secondary">{t('photosAfterCreate')}</p>
      <OwnProfileForm id={null} initial={emptyProfileValues(site)} sites={props.sites} canEdit onSaved={(saved) => props.onSaved(saved, true)} />
    </>
  );
}
