import type { ReactNode } from 'react';
import Link from 'next/link';
import { SignupButton } from '../signup-button';
import { landerTranslations } from './lander-texts';
import styles from './landers.module.scss';
import type { Locale } from '@/shared/constants';
import { nicheKey, type LanderSlug, type LanderVariant } from '@/shared/landers';
import { paths } from '@/shared/paths';

// Each niche's imagery: its mark beside the eyebrow and its colours (landers.module.scss).
const NICHE_ICONS: Record<ReturnType<typeof nicheKey>, string> = {
  default: 'bi-heart-fill',
  she: 'bi-gender-female',
  bdsm: 'bi-link-45deg',
  bbw: 'bi-flower1',
  gilf: 'bi-cup-hot',
  milf: 'bi-gem',
  gay: 'bi-gender-male',
};

type Props = {
  variant: LanderVariant;
  slug: LanderSlug;
  locale: Locale;
  /** Set when the lander speaks another language than the page around it ('eng'). */
  lang?: Locale;
  siteName: string;
  signupsOpen: boolean;
  children: ReactNode;
};

/** §2 lander: the niche's eyebrow and lead, the design's headline and call to action, then the design. */
export async function LanderFrame({ variant, slug, locale, lang, siteName, signupsOpen, children }: Props) {
  const t = await landerTranslations(locale);
  const niche = nicheKey(slug);
  return (
    <section className={`${styles.lander} ${styles[niche]}`} aria-labelledby="lander-title" lang={lang} data-lander={variant}>
      <div className="container-xl py-4 py-lg-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-5">
            <span className={`${styles.eyebrow} mb-3`}>
              <i className={`bi ${NICHE_ICONS[niche]}`} aria-hidden /> {t(`niches.${niche}.eyebrow`)}
            </span>
            <h1 id="lander-title" className={`${styles.title} mb-3`}>
              {t(`headlines.${variant}`)}
            </h1>
            <p className={`${styles.lead} mb-4`}>{t(`niches.${niche}.lead`, { name: siteName })}</p>
            {signupsOpen && (
              <div className="d-grid d-sm-block mb-3">
                <SignupButton size="lg" className="px-5 fw-bold">
                  {t(`ctas.${variant}`)}
                </SignupButton>
              </div>
            )}
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
          <div className="col-lg-7">{children}</div>
        </div>
      </div>
    </section>
  );
}
