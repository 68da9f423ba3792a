import { MemberPhoto } from './member-photo';
import type { LanderT } from './lander-texts';
import styles from './landers.module.scss';
import type { LanderMemberDto } from '@/shared/types/landers';

// The stage spans the column: the whole phone, about 600 px beside the text on a wide screen.
const STAGE_SIZES = '(max-width: 575.98px) 100vw, 640px';

/**
 * transitionsvideolanding and video: a silent, looping piece made in CSS from the members' photos, no
 * video file and no sound. `transitions` crossfades with slides and zooms; `video` pans like a camera
 * with a playing bar. A visitor who asks for reduced motion gets the photos still; everyone can pause
 * it (WCAG 2.2.2) with a checkbox, so no script is needed.
 */
export function MotionDesign({ t, members, style }: { t: LanderT; members: LanderMemberDto[]; style: 'transitions' | 'video' }) {
  const shown = members.slice(0, 6);
  return (
    <div className={`${styles.motion} ${style === 'video' ? styles.motionVideo : styles.motionTransitions}`} data-design="motion">
      <input id="motion-pause" type="checkbox" className={`${styles.motionToggle} visually-hidden`} />
      <div className={styles.motionStage} role="img" aria-label={t('motion.label')} style={{ ['--slides' as string]: shown.length }}>
        {shown.map((m, i) => (
          <figure key={m.id} className={styles.slide} style={{ ['--i' as string]: i }}>
            <MemberPhoto member={m} lead={i === 0} sizes={STAGE_SIZES} />
            <figcaption className={styles.slideCaption}>{t('nameAge', { name: m.name, age: m.age })}</figcaption>
          </figure>
        ))}
        {style === 'video' && <span className={styles.motionBar} aria-hidden />}
      </div>
      <label htmlFor="motion-pause" className={`${styles.motionPause} btn btn-sm btn-light`}>
        <i className={`bi bi-pause-fill ${styles.pauseIcon}`} aria-hidden />
        <i className={`bi bi-play-fill ${styles.playIcon}`} aria-hidden />
        <span className={styles.pauseText}>{t('motion.pause')}</span>
        <span className={styles.playText}>{t('motion.play')}</span>
      </label>
    </div>
  );
}
