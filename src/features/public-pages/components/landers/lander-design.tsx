import { CollageDesign, GalleryDesign, OnlineDesign } from './lander-designs';
import { FeedDesign } from './feed-design';
import { InterestsDesign } from './interests-design';
import { MapDesign } from './map-design';
import { MotionDesign } from './motion-design';
import { SwipeDeck } from './swipe-deck';
import type { LanderT } from './lander-texts';
import styles from './landers.module.scss';
import type { Locale } from '@/shared/constants';
import type { LanderVariant } from '@/shared/landers';
import { countryName } from '@/shared/place-names';
import type { LanderActivityDto, LanderInterestDto, LanderMemberDto, LanderRegionDto } from '@/shared/types/landers';

export type LanderDesignData = {
  members: LanderMemberDto[];
  activity: LanderActivityDto[];
  regions: LanderRegionDto[];
  interests: LanderInterestDto[];
  nearCountry: string | null;
  visitorCountry: string | null;
};

/** Nobody to show (a site without public search, or a niche with no members yet): the design's mark. */
function Placeholder({ t }: { t: LanderT }) {
  return (
    <div className={`${styles.placeholder} text-center`} data-design="placeholder">
      <i className="bi bi-chat-heart" aria-hidden />
      <p className="mb-0 mt-2">{t('empty')}</p>
    </div>
  );
}

function isEmpty(variant: LanderVariant, d: LanderDesignData): boolean {
  if (variant === 'maplanding') return d.regions.length === 0;
  if (variant === 'iconslanding') return d.interests.length === 0;
  if (variant === 'socialnetwork') return d.activity.length === 0;
  return d.members.length === 0;
}

/** The element each lander's name promises (§2), built from the public members of its niche. */
export function LanderDesign({ variant, t, locale, data }: { variant: LanderVariant; t: LanderT; locale: Locale; data: LanderDesignData }) {
  if (isEmpty(variant, data)) return <Placeholder t={t} />;
  const common = { t, locale, members: data.members };
  switch (variant) {
    case 'tinderswipe': {
      const texts = {
        deck: t('swipe.deck'),
        like: t('swipe.like'),
        pass: t('swipe.pass'),
        hint: t('swipe.hint'),
        done: t('swipe.done'),
        cta: t('ctas.tinderswipe'),
        nameAge: data.members.map((m) => t('nameAge', { name: m.name, age: m.age })),
      };
      return <SwipeDeck members={data.members} texts={texts} />;
    }
    case 'collagelanding':
      return <CollageDesign {...common} />;
    case 'gallery':
      return <GalleryDesign {...common} />;
    case 'alonetonight':
      return <OnlineDesign {...common} place={data.nearCountry ? countryName(data.nearCountry, locale) : null} />;
    case 'iconslanding':
      return <InterestsDesign t={t} locale={locale} interests={data.interests} />;
    case 'maplanding':
      return <MapDesign t={t} locale={locale} regions={data.regions} visitorCountry={data.visitorCountry} />;
    case 'socialnetwork':
      return <FeedDesign t={t} locale={locale} activity={data.activity} />;
    case 'transitionsvideolanding':
      return <MotionDesign t={t} members={data.members} style="transitions" />;
    case 'video':
      return <MotionDesign t={t} members={data.members} style="video" />;
  }
}
