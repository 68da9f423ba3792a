'use client';
import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { OptionSelect } from '@/components/forms/option-select';
import { TextField } from '@/components/forms/text-field';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, JOIN_REASONS, RELATIONSHIP_STATUSES, TATTOO_OPTIONS } from '@/shared/constants';
import type { OptionField } from '@/lib/hooks/use-profile-labels';
import type { OwnProfileForm } from '../../hooks/use-own-profile-form';
import type { ProfileValues } from '../../profile-form-values';
import { FormCard } from './form-card';

type OptionKey = 'hair_colour' | 'eye_colour' | 'body_type' | 'tattoos' | 'relationship_status' | 'reason';
/** The member profile's own labels of these fields (ProfilePage). */
type MemberLabel = 'hairColour' | 'eyeColour' | 'bodyType' | 'tattoos' | 'relationshipStatus';

/** The §3 option lists, in the member profile's order, with the member profile's labels. */
const OPTIONS: Array<{ key: OptionKey; options: readonly string[]; labels: OptionField; label: MemberLabel }> = [
  { key: 'hair_colour', options: HAIR_COLOURS, labels: 'hairColour', label: 'hairColour' },
  { key: 'eye_colour', options: EYE_COLOURS, labels: 'eyeColour', label: 'eyeColour' },
  { key: 'body_type', options: BODY_TYPES, labels: 'bodyType', label: 'bodyType' },
  { key: 'tattoos', options: TATTOO_OPTIONS, labels: 'tattoos', label: 'tattoos' },
  { key: 'relationship_status', options: RELATIONSHIP_STATUSES, labels: 'relationshipStatus', label: 'relationshipStatus' },
];

export function ProfileLooksFields({ form }: { form: OwnProfileForm }) {
  const t = useTranslations('Staff.profiles');
  const tMember = useTranslations('ProfilePage');
  const { values, set, errors } = form;
  const select = (key: OptionKey) => ({ value: values[key], error: errors.fields[key], onChange: (v: string) => set(key, v as ProfileValues[OptionKey]) });
  return (
    <FormCard id="own-profile-looks-section" title={t('sectionLooks')}>
      <Row className="g-3">
        <Col sm={6} md={4}>
          <TextField
            id="own-profile-height"
            groupClassName=""
            labelClassName="fw-semibold"
            label={tMember('height')}
            type="number"
            inputMode="numeric"
            min={120}
            max={230}
            value={values.height_cm}
            onChange={(v) => set('height_cm', v)}
            error={errors.fields.height_cm}
          />
        </Col>
        {OPTIONS.map((o) => (
          <Col key={o.key} sm={6} md={4}>
            <OptionSelect
              id={`own-profile-${o.key}`}
              labelClassName="fw-semibold"
              label={tMember(o.label)}
              options={o.options}
              labels={o.labels}
              {...select(o.key)}
            />
          </Col>
        ))}
        <Col sm={6} md={4}>
          <OptionSelect id="own-profile-reason" labelClassName="fw-semibold" label={t('reason')} options={JOIN_REASONS} labels="reason" {...select('reason')} />
        </Col>
      </Row>
    </FormCard>
  );
}
