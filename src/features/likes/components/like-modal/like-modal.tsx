'use client';
import { useRouter } from 'next/navigation';
import { Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { hideLikeModal, type LikeModalRequest } from '@/lib/like-modal-store';
import { FictionalBadge } from '@/components/fictional-badge';
import { useSettings } from '@/components/providers/settings-context';
import styles from './like-modal.module.scss';
import { useMarkLikeSeen } from '../../api/mark-like-seen';
import { paths } from '@/shared/paths';

/**
 * Where the main button leads: a match to the conversation, §4's `t` like to the profile at
 * members-id, any other new like through /likes/m/{id} (which clears its flag). The photo always
 * opens the profile.
 */
export function likeModalHref({ kind, profile, via }: LikeModalRequest): string {
  if (kind === 'match') return paths.members.chat(profile.id);
  return via === 'link' ? paths.members.profile(profile.id) : paths.likes.liker(profile.id);
}

const photoHref = (request: LikeModalRequest) => (request.kind === 'like' ? likeModalHref(request) : paths.members.profile(request.profile.id));

/**
 * §2 the full-screen "it's a match" or new-like modal: a click anywhere closes it; the photo opens the
 * profile, the main button the profile or, after a match, the conversation.
 */
export function LikeModal({ request }: { request: LikeModalRequest }) {
  const t = useTranslations('LikeModal');
  const router = useRouter();
  const { kind, profile } = request;
  const { mutate: markSeen } = useMarkLikeSeen();
  const open = (href: string) => {
    hideLikeModal();
    // Seen now, as /likes/m/{id} would have marked it (§4).
    if (request.via === 'link') markSeen(profile.id);
    router.push(href);
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
          onClick={(event) => (event.stopPropagation(), open(photoHref(request)))}
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
        <button
          type="button"
          className={`btn btn-light btn-lg rounded-pill px-5 ${styles.mainButton}`}
          onClick={(event) => (event.stopPropagation(), open(likeModalHref(request)))}
        >
          {kind === 'match' && <i className="bi bi-chat-heart-fill me-2" aria-hidden />}
          {kind === 'match' ? t('sendMessage') : t('openProfile')}
        </button>
        <p className="small mb-0">{t('closeHint')}</p>
      </Modal.Body>
    </Modal>
  );
}
