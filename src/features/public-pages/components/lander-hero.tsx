'use client';
import Link from 'next/link';
import { Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { openSignup } from '@/lib/signup-events';
import { LANDER_ICONS, type LanderVariant } from '../landers';
import styles from './public-pages.module.scss';
import { paths } from '@/shared/paths';

const POINTS = ['pointFree', 'pointNearby', 'pointDiscreet'] as const;

/** §2 landing page (/landers/…): one hero with a sign-up call to action; the headline per variant. */
export function LanderHero({ variant }: { variant: LanderVariant }) {
  const t = useTranslations('Lander');
  const { name } = useSettings();
  return (
    <section className={styles.lander} aria-labelledby="lander-title">
      <div className="container-xl py-5">
        <div className="row align-items-center g-4">
          <div className="col-md-7">
            <h1 id="lander-title" className={`${styles.heroTitle} mb-3`}>
              {t(`headlines.${variant}`)}
            </h1>
            <p className={`${styles.heroLead} mb-4`}>{t('lead', { name })}</p>
            <ul className={`${styles.trust} flex-column mb-4`}>
              {POINTS.map((point) => (
                <li key={point}>
                  <i className="bi bi-check-circle-fill" aria-hidden />
                  {t(point)}
                </li>
              ))}
            </ul>
            <div className="d-grid d-sm-block mb-3">
              <Button size="lg" className={` px-5`} onClick={() => openSignup()}>
                {t('signup')}
              </Button>
            </div>
            <p className="mb-0">
              {t.rich('haveAccount', {
                link: (chunks) => (
                  <Link href={paths.auth.login()} className="link-light fw-semibold">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
          <div className="col-md-5 text-center d-none d-md-block" aria-hidden>
            <i className={`bi ${LANDER_ICONS[variant]} ${styles.landerIcon}`} />
          </div>
        </div>
      </div>
    </section>
  );
}
