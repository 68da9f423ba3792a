'use client';
import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import type { SiteFieldsInput } from '@/shared/schemas/staff-sites';
import type { StaffSiteDto, StaffSiteExtraDto } from '@/shared/types/staff-sites';
import { SectionForm, SiteField } from './section-form';
import { numberOrUndefined, useSiteSection, type SiteSection } from './use-site-section';

// The choices come from the selects below, so they are the schema's values; the schema checks them again.
const pick = (d: StaffSiteDto) => ({
  signups: d.signups as SiteFieldsInput['signups'],
  logged_out_search: d.logged_out_search as SiteFieldsInput['logged_out_search'],
  logged_out_search_trafficsource: d.logged_out_search_trafficsource as SiteFieldsInput['logged_out_search_trafficsource'],
  enable_site_entry_popup: d.enable_site_entry_popup as SiteFieldsInput['enable_site_entry_popup'],
  min_age: d.min_age,
  time_zone: d.time_zone,
  partner_tile_every: d.partner_tile_every,
  cdn_prefix: d.cdn_prefix,
  extra: d.extra,
});

/** The §3 numbers kept in sites.extra; empty means the platform's default. */
const NUMBERS = [
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'free_messages',
  'message_length',
  'refund_days',
  'operator_reply_minutes',
] as const;

type OptionKey = 'everyone' | 'withTrafficSource' | 'nobody' | 'yes' | 'no';
type Choice = { name: 'signups' | 'logged_out_search' | 'logged_out_search_trafficsource' | 'enable_site_entry_popup'; options: Record<string, OptionKey> };

function ChoiceField({ section, choice, label }: { section: SiteSection; choice: Choice; label: string }) {
  const t = useTranslations('Staff.sites.options');
  const value = section.draft[choice.name];
  return (
    <SiteField section={section} name={choice.name} label={label}>
      <Form.Select value={value} onChange={(e) => section.set(choice.name, e.target.value)}>
        {Object.entries(choice.options).map(([option, key]) => (
          <option key={option} value={option}>
            {t(key)}
          </option>
        ))}
      </Form.Select>
    </SiteField>
  );
}

const CHOICES: Choice[] = [
  { name: 'signups', options: { all: 'everyone', with_trafficsource: 'withTrafficSource', off: 'nobody' } },
  { name: 'logged_out_search', options: { all: 'yes', none: 'no' } },
  { name: 'logged_out_search_trafficsource', options: { all: 'yes', none: 'no' } },
  { name: 'enable_site_entry_popup', options: { yes: 'yes', no: 'no' } },
];

function NumberField({ section, name }: { section: SiteSection; name: (typeof NUMBERS)[number] }) {
  const t = useTranslations('Staff.sites.settings');
  const value = section.draft.extra[name];
  return (
    <Col sm={6} lg={3}>
      <SiteField section={section} name={`extra.${name}`} label={t(name)}>
        <Form.Control
          type="number"
          inputMode="numeric"
          value={value ?? ''}
          placeholder={t('default')}
          onChange={(e) => section.setExtra(name, numberOrUndefined(e.target.value))}
        />
      </SiteField>
    </Col>
  );
}

function Flag({ section, name }: { section: SiteSection; name: keyof Pick<StaffSiteExtraDto, 'visible_profile_notes' | 'member_resell'> }) {
  const t = useTranslations('Staff.sites.settings');
  return (
    <Form.Check
      className="mb-2"
      id={`site-extra-${name}`}
      label={t(name)}
      checked={section.draft.extra[name] ?? false}
      onChange={(e) => section.setExtra(name, e.target.checked)}
    />
  );
}

/** §3 settings: who may sign up and search, the entry warning, age, time zone, CDN, and the prices in credits. */
export function SettingsSection({ site }: { site: StaffSiteDto }) {
  const t = useTranslations('Staff.sites.settings');
  const section = useSiteSection(site, pick);
  const { draft, set, errors } = section;
  return (
    <SectionForm section={section} label={t('title')}>
      <Row>
        {CHOICES.map((choice) => (
          <Col sm={6} lg={3} key={choice.name}>
            <ChoiceField section={section} choice={choice} label={t(choice.name)} />
          </Col>
        ))}
        <Col sm={6} lg={3}>
          <SiteField section={section} name="min_age" label={t('min_age')}>
            <Form.Control
              type="number"
              value={draft.min_age}
              {...errors.state('min_age', draft.min_age)}
              onChange={(e) => set('min_age', Number(e.target.value))}
            />
          </SiteField>
        </Col>
        <Col sm={6} lg={3}>
          <SiteField section={section} name="time_zone" label={t('time_zone')}>
            <Form.Control value={draft.time_zone} {...errors.state('time_zone', draft.time_zone)} onChange={(e) => set('time_zone', e.target.value)} />
          </SiteField>
        </Col>
        <Col lg={6}>
          <SiteField section={section} name="cdn_prefix" label={t('cdn_prefix')}>
            <Form.Control value={draft.cdn_prefix} placeholder="https://cdn.example.com" onChange={(e) => set('cdn_prefix', e.target.value)} />
          </SiteField>
        </Col>
        {NUMBERS.map((name) => (
          <NumberField key={name} section={section} name={name} />
        ))}
        <Col sm={6} lg={3}>
          <SiteField section={section} name="partner_tile_every" label={t('partner_tile_every')} help={t('partner_tile_every_hint')}>
            <Form.Control
              type="number"
              inputMode="numeric"
              value={draft.partner_tile_every}
              {...errors.state('partner_tile_every', draft.partner_tile_every)}
              onChange={(e) => set('partner_tile_every', Number(e.target.value))}
            />
          </SiteField>
        </Col>
      </Row>
      <Flag section={section} name="visible_profile_notes" />
      <Flag section={section} name="member_resell" />
    </SectionForm>
  );
}
