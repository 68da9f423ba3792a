'use client';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import type { MemberDetailDto } from '@/shared/types/api';
import { useOptionLabel } from '@/lib/hooks/use-profile-labels';

// Profile field (as in settings.visible_profile_fields) → its option list in ProfileOptions.
type DetailOption = 'gender' | 'sexuality' | 'hairColour' | 'eyeColour' | 'bodyType' | 'relationshipStatus' | 'reason' | 'tattoos';
const OPTION_FIELDS: { field: keyof MemberDetailDto; options: DetailOption }[] = [
  { field: 'gender', options: 'gender' },
  // The API gives sexuality only to members, and only where the site shows it.
  { field: 'sexuality', options: 'sexuality' },
  { field: 'hair_colour', options: 'hairColour' },
  { field: 'eye_colour', options: 'eyeColour' },
  { field: 'body_type', options: 'bodyType' },
  { field: 'relationship_status', options: 'relationshipStatus' },
  { field: 'reason', options: 'reason' },
  { field: 'tattoos', options: 'tattoos' },
];

/** The details the site shows (settings.visible_profile_fields) that the member filled in. */
export function MemberDetails({ member }: { member: MemberDetailDto }) {
  const t = useTranslations('MemberProfile');
  const { visible_profile_fields: visible } = useSettings();
  const optionLabel = useOptionLabel();
  const rows: { label: string; value: string }[] = [];
  for (const { field, options } of OPTION_FIELDS) {
    const value = optionLabel(options, member[field] as string | null);
    if (visible.includes(field) && value) rows.push({ label: t(options), value });
  }
  if (visible.includes('height_cm') && member.height_cm) {
    rows.push({ label: t('height'), value: t('heightValue', { cm: member.height_cm }) });
  }
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="member-details-title" className="mb-4">
      <h2 id="member-details-title" className="h5 fw-bold">
        {t('details')}
      </h2>
      <dl className="row mb-0 small">
        {rows.map((row) => (
          <div key={row.label} className="col-6 col-sm-4 mb-3">
            <dt className="fw-normal text-body-secondary">{row.label}</dt>
            <dd className="fw-semibold mb-0">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
