'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { InterestsPicker } from '@/components/forms/interests-picker';
import { useSettings } from '@/components/providers/settings-context';
import { useUser } from '@/lib/api/current-user';

type Props = { value: string; onChange: (ids: string) => void };

/**
 * Interests the members found must all share: the profile's chips with their icons, folded away until
 * asked for. The search takes interest ids; sexual interests (GDPR art. 9) only from members, and none
 * where the site shows no interests, as profiles show them (src/server/services/members/search-extras.ts).
 */
export function SearchInterestsField({ value, onChange }: Props) {
  const t = useTranslations('SearchFilters');
  const { interests, visible_profile_fields: visible } = useSettings();
  const { data: user } = useUser();
  const ids = value ? value.split(',') : [];
  const [open, setOpen] = useState(ids.length > 0);
  if (!visible.includes('interests')) return null;
  const offered = user ? interests : interests.filter((interest) => !interest.sensitive);
  const chosen = offered.filter((interest) => ids.includes(String(interest.id))).map((interest) => interest.slug);
  const toIds = (slugs: string[]) =>
    offered
      .filter((interest) => slugs.includes(interest.slug))
      .map((interest) => interest.id)
      .sort((a, b) => a - b)
      .join(',');
  return (
    <div className="mt-3">
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-decoration-none"
        aria-expanded={open}
        aria-controls="search-interests"
        onClick={() => setOpen(!open)}
      >
        <i className={`bi bi-chevron-${open ? 'up' : 'down'} me-1`} aria-hidden />
        {t('interestsToggle', { count: chosen.length })}
      </button>
      <div id="search-interests" hidden={!open}>
        <InterestsPicker
          id="search-interests-picker"
          className="mt-2"
          hideLegend
          options={offered}
          value={chosen}
          onChange={(slugs) => onChange(toIds(slugs))}
          help={t('interestsHelp')}
          scroll
        />
      </div>
    </div>
  );
}
