'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { CountrySelect } from '@/components/forms/country-select';
import { LocateMeButton } from '@/components/forms/locate-me/locate-me-button';
import { RegionSelect } from '@/components/forms/region-select';
import { useSettings } from '@/components/providers/settings-context';
import { useUser } from '@/lib/api/current-user';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { profileUpdateSchema } from '@/shared/schemas/profile';
import { useUpdateProfile } from '@/lib/api/update-profile';
import type { Position } from '@/lib/api/geocode';
import { StepActions } from './step-actions';
import type { StepProps } from './step-types';

/** Step 1: country and region (named per country), or "use my location" (GET /api/geocode.php). */
export function LocationStep({ onNext }: StepProps) {
  const t = useTranslations('SignupSteps');
  const settings = useSettings();
  const { data: user } = useUser();
  const [country, setCountry] = useState(user?.profile.country ?? settings.geoip_country ?? settings.countries[0] ?? '');
  const [regionId, setRegionId] = useState(user?.profile.region?.id ? String(user.profile.region.id) : '');
  // The position found by "use my location", kept for distances; a place chosen by hand drops it.
  const [position, setPosition] = useState<Position | null>(null);
  const save = useUpdateProfile();
  const errors = useFormErrors();
  const { bindForm } = errors;

  const located = (found: string, region: number | null, at: Position) => {
    setCountry(found);
    setRegionId(region ? String(region) : '');
    setPosition(at);
    errors.clear();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const place = { country, region_id: regionId ? Number(regionId) : null, ...(position ? { location: position } : {}) };
    const input = errors.check(profileUpdateSchema, place);
    if (input) save.mutate(input, { onSuccess: onNext, onError: errors.fromError });
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={submit}>
      <h2 className="h5">{t('locationTitle')}</h2>
      <p className="text-body-secondary small">{t('locationIntro')}</p>
      {errors.alert && <Alert variant="danger">{errors.alert}</Alert>}
      <div className="mb-3">
        <LocateMeButton onFound={located} />
      </div>
      <CountrySelect
        id="signup-country"
        className="mb-3"
        value={country}
        onChange={(value) => {
          setCountry(value);
          setRegionId('');
          setPosition(null);
          errors.clear();
        }}
        error={errors.fields.country}
      />
      <RegionSelect
        id="signup-region"
        className="mb-3"
        country={country}
        value={regionId}
        onChange={(value) => {
          setRegionId(value);
          setPosition(null);
        }}
        error={errors.fields.region_id}
      />
      <StepActions pending={save.isPending} onSkip={onNext} />
    </Form>
  );
}
