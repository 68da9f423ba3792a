'use client';
import { useTranslations } from 'next-intl';
import { useMember } from '../api/get-member';
import { useLikeToggle } from '../hooks/use-like-toggle';

/**
 * §2 profile action like / unlike for a logged-in member; a like back shows the match modal. A refusal
 * (too many likes, the member gone meanwhile) is said below the actions in the server's words.
 */
export function LikeButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations('MemberProfile');
  const { data: member } = useMember(id);
  const { liked, toggle, error } = useLikeToggle({ id, name, main_image: member?.main_image ?? null });
  return (
    <>
      <button
        className={`btn ${liked ? 'btn-primary' : 'btn-outline-dark'} fw-bold`}
        type="button"
        aria-pressed={liked}
        onClick={toggle}
        title={liked ? t('unlikeHint', { name }) : t('likeHint', { name })}
      >
        <i className={`bi ${liked ? 'bi-heart-fill' : 'bi-heart'} me-2`} aria-hidden />
        {liked ? t('liked') : t('like')}
      </button>
      {error && (
        <p role="alert" className="w-100 order-last small text-danger mb-0">
          {error.message}
        </p>
      )}
    </>
  );
}
