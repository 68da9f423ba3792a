'use client';
import { useRouter } from 'next/navigation';
import { Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { hideLikeModal, type LikeModalRequest } from '@/lib/like-modal-store';
import { FictionalBadge } from '@/components/fictional-badge';
import { useSettings } from '@/components/providers/settings-context';
import styles from './like-modal.module.scss';
import { paths } from '@/shared/paths';

/** Where the modal leads: a match to the profile, a new like through /likes/m/{id} (clears its flag). */
export const likeModalHref = ({ kind, profile }: LikeModalRequest) => (kind === 'match' ? paths.members.profile(profile.id) : paths.likes.liker(profile.id));

/**
 * §2 the full-screen "it's a match" or new-like modal: a click anywhere closes it; the photo and the
 * main button open the profile.
 */
export function LikeModal({ request }: { request: LikeModalRequest }) {
  const t = useTranslations('LikeModal');
  const router = useRouter();
  const { kind, profile } = request;
  const open = () => {
    hideLikeModal();
    router.push(likeModalHref(request));
  };
  const photo = profile.main_image?.match;
  const { fictional_warning: fictionalWarning } = useSettings();
  return (
    <Modal show fullscreen onHide={hideLikeModal} aria-labelledby="like-modal-title" contentClassName={styles.backdrop}>
      <Modal.Body className="d-flex flex-column align-items-center justify-content-center text-center gap-4 p-4" onClick={hideLikeModal}>
        <i className={`bi ${kind === 'match' ? 'bi-heart-fill' : 'bi-heart'} ${styles.heart}`} aria-hidden />
        <h2 id="like-modal-title" className={`${styles.title} mb-0`}>
          {kind === 'match' ? t('matchTitle') : t('likeTitle', { name: profile.name })}
        </h2>
        <p className="lead mb-0">{kind === 'match' ? t('matchText', { name: profile.name }) : t('likeText', { name: profile.name })}</p>
        <button
          type="button"
          className={styles.photoButton}
          onClick={(event) => (event.stopPropagation(), open())}
          aria-label={t('open', { name: profile.name })}
        >
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored photo, already sized
            <img src={photo} alt="" className={styles.photo} />
          ) : (
            <span className={`${styles.photo} ${styles.placeholder}`}>
              <i className="bi bi-person-fill" aria-hidden />
            </span>
          )}
        </button>
        {profile.is_fictional && (
          <p className="small mb-0">
            <FictionalBadge className="me-2" />
            {fictionalWarning}
          </p>
        )}
        <button type="button" className={`btn btn-light btn-lg rounded-pill px-5 ${styles.mainButton}`} onClick={(event) => (event.stopPropagation(), open())}>
          {t('openProfile')}
        </button>
        <p className="small mb-0">{t('closeHint')}</p>
      </Modal.Body>
    </Modal>
  );
}
