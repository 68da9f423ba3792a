import { useTranslations } from 'next-intl';
import styles from './public-pages.module.scss';

const FEATURES = [
  ['search', 'bi-geo-alt'],
  ['chat', 'bi-chat-heart'],
  ['likes', 'bi-heart'],
  ['privacy', 'bi-shield-check'],
] as const;

/** Four short reasons to join, under the hero. */
export function LandingFeatures() {
  const t = useTranslations('LandingPage');
  return (
    <section className="container-xl py-5" aria-labelledby="features-title">
      <h2 id="features-title" className="fw-bold text-center mb-2">
        {t('featuresTitle')}
      </h2>
      <p className="text-center text-body-secondary mb-4 mb-md-5">{t('featuresLead')}</p>
      <div className="row g-3 g-lg-4">
        {FEATURES.map(([key, icon]) => (
          <div key={key} className="col-sm-6 col-lg-3">
            <div className={`card p-4 ${styles.featureCard}`}>
              <span className={`${styles.featureIcon} mb-3`} aria-hidden>
                <i className={`bi ${icon}`} />
              </span>
              <h3 className="h5 fw-bold">{t(`features.${key}.title`)}</h3>
              <p className="text-body-secondary mb-0">{t(`features.${key}.body`)}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
