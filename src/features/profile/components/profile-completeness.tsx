'use client';
import { useTranslations } from 'next-intl';
import type { OwnProfileDto } from '@/shared/types/api';
import { profileCompleteness } from '../utils/profile-completeness';

/** How complete the saved profile is, and links to the parts still to add. */
export function ProfileCompleteness({ profile }: { profile: OwnProfileDto }) {
  const t = useTranslations('ProfilePage');
  const { percent, missing } = profileCompleteness(profile);
  const label = t('completeness', { percent: percent / 100 });
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="profile-completeness-title">
      <div className="card-body p-3">
        <h2 id="profile-completeness-title" className="h6 fw-bold mb-2">
          {label}
        </h2>
        {/* Bootstrap 5.3's markup: the role and its values on the track, which names it. */}
        <div
          className="progress"
          role="progressbar"
          aria-label={label}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          style={{ height: '0.5rem' }}
        >
          <div className={`progress-bar ${percent === 100 ? 'bg-success' : ''}`} style={{ width: `${percent}%` }} />
        </div>
        {missing.length > 0 && (
          <p className="small mb-0 mt-2">
            <span className="text-body-secondary">{t('completenessAdd')}</span>{' '}
            {missing.map((part, i) => (
              <span key={part.key}>
                {i > 0 && ', '}
                <a href={`#${part.section}`}>{t(`completenessParts.${part.key}`)}</a>
              </span>
            ))}
          </p>
        )}
      </div>
    </section>
  );
}
