import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MemberCardDto, SettingsDto } from '@/shared/types/api';
import { SignupButton } from './signup-button';
import { PhotoPicture } from '@/components/photo/photo-picture';
import styles from './public-pages.module.scss';
import { isLanderSlug, nicheKey } from '@/shared/landers';
import { paths } from '@/shared/paths';

/** "Amora – daten en chatten …" → "Daten en chatten …": the name is already in the eyebrow. */
export function headlineFrom(indexTitle: string, name: string): string {
  const bare = indexTitle.replace(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[–—:|-]\\s*`), '').trim();
  return bare ? bare.charAt(0).toLocaleUpperCase() + bare.slice(1) : name;
}

// Three 3:4 tiles a row in the hero's right half (from md on); the square photos cover them.
const COLLAGE_SIZES = '(max-width: 991.98px) 18vw, 260px';

function Collage({ members }: { members: MemberCardDto[] }) {
  if (members.length < 3) {
    return (
      <div className={styles.heroArt} aria-hidden>
        <i className="bi bi-chat-heart" />
      </div>
    );
  }
  // Decorative: the same members are listed, with names, further down the page. Hidden on phones, so
  // the pictures load lazily (a preload would fetch six images a phone never shows).
  return (
    <div className={styles.collage} aria-hidden>
      {members.slice(0, 6).map((m) => (
        <div key={m.id} className={styles.collageItem}>
          {m.main_image && (
            <PhotoPicture photo={m.main_image} variant="thumb" sizes={COLLAGE_SIZES} alt="" width={320} height={427} loading="lazy" decoding="async" />
          )}
        </div>
      ))}
    </div>
  );
}

/** Phones have no room for the collage: a row of faces and the number of members instead. */
function FaceStack({ members, count, capped }: { members: MemberCardDto[]; count: number; capped: boolean }) {
  const t = useTranslations('LandingPage');
  if (members.length < 3 || count === 0) return null;
  return (
    <div className="d-flex align-items-center gap-3 mt-4 d-md-none">
      <div className={styles.faceStack} aria-hidden>
        {members
          .slice(0, 5)
          .map(
            (m) =>
              m.main_image && (
                <PhotoPicture key={m.id} photo={m.main_image} variant="thumb" sizes="40px" alt="" width={40} height={40} loading="lazy" decoding="async" />
              ),
          )}
      </div>
      <span className="small fw-semibold">{t('memberCount', { count, capped: capped ? 'yes' : 'no' })}</span>
    </div>
  );
}

type Props = { settings: SettingsDto; members: MemberCardDto[]; memberCount: number; memberCountCapped: boolean; signupsOpen: boolean };

/** §2 landing hero: the site's title and description with Sign up and Login. */
export function LandingHero({ settings, members, memberCount, memberCountCapped, signupsOpen }: Props) {
  const t = useTranslations('LandingPage');
  const lander = useTranslations('Lander');
  // §9: the site's niche speaks in the eyebrow, and in the lead when the site has no description.
  const niche = isLanderSlug(settings.niche_slug) ? nicheKey(settings.niche_slug) : 'default';
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className="container-xl py-5">
        <div className="row align-items-center g-5 py-lg-4">
          <div className="col-md-7 col-lg-6">
            <span className={`${styles.heroEyebrow} mb-3`}>
              <i className="bi bi-heart-fill" aria-hidden /> {settings.name} · {lander(`niches.${niche}.eyebrow`)}
            </span>
            <h1 id="landing-title" className={`${styles.heroTitle} mb-3`}>
              {headlineFrom(settings.index_title, settings.name)}
            </h1>
            <p className={`${styles.heroLead} mb-4`}>{settings.description || lander(`niches.${niche}.lead`, { name: settings.name })}</p>
            <div className="d-flex flex-wrap gap-2 mb-4">
              {signupsOpen && (
                <SignupButton size="lg" className="px-4 flex-grow-1 flex-sm-grow-0">
                  {t('signup')}
                </SignupButton>
              )}
              <Link href={paths.auth.login()} className={`btn btn-lg btn-outline-light ${styles.heroLight} px-4 flex-grow-1 flex-sm-grow-0`}>
                {t('login')}
              </Link>
            </div>
            <ul className={styles.trust}>
              <li>
                <i className="bi bi-check-circle-fill" aria-hidden />
                {t('trustFree')}
              </li>
              <li>
                <i className="bi bi-shield-lock-fill" aria-hidden />
                {t('trustPrivate')}
              </li>
              <li>
                <i className="bi bi-person-check-fill" aria-hidden />
                {t('trustAdults', { minAge: settings.min_age })}
              </li>
            </ul>
            <FaceStack members={members} count={memberCount} capped={memberCountCapped} />
          </div>
          <div className="col-md-5 col-lg-6 d-none d-md-block">
            <Collage members={members} />
          </div>
        </div>
      </div>
    </section>
  );
}
