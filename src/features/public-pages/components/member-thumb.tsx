import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MemberCardDto, SettingsDto } from '@/shared/types/api';
import styles from './public-pages.module.scss';
import { memberWritten } from '@/components/member-written';
import { PhotoPicture } from '@/components/photo/photo-picture';
import { paths } from '@/shared/paths';

// 2, 3 or 6 a row; the square photo covers a 3:4 tile, so it shows a third wider than the tile.
const MEMBER_THUMB_SIZES = '(max-width: 575.98px) 67vw, (max-width: 991.98px) 44vw, 270px';

/** A member's photo with name, age and region, linking to the profile. */
export function MemberThumb({ member, settings }: { member: MemberCardDto; settings: Pick<SettingsDto, 'fictional_icon' | 'fictional_singular'> }) {
  const t = useTranslations('LandingPage');
  const photo = member.main_image;
  return (
    <Link href={paths.members.profile(member.id)} className={styles.memberThumb}>
      {photo && <PhotoPicture photo={photo} variant="thumb" sizes={MEMBER_THUMB_SIZES} alt="" width={320} height={427} loading="lazy" decoding="async" />}
      {member.is_fictional && (
        <span className={styles.fictional} title={settings.fictional_singular}>
          <i className={`bi ${settings.fictional_icon}`} aria-hidden />
          <span className="visually-hidden">{settings.fictional_singular}</span>
        </span>
      )}
      <span className={styles.memberInfo}>
        <span {...memberWritten} className="d-block fw-bold text-truncate">
          {t('nameAge', { name: member.name, age: member.age })}
        </span>
        <span className="d-block small text-truncate">
          {member.online && (
            <>
              <span className={styles.onlineDot} aria-hidden />
              <span className="visually-hidden">{t('online')}, </span>
            </>
          )}
          {member.region ?? member.country ?? ''}
        </span>
      </span>
    </Link>
  );
}
