'use client';
import { useLikes } from '@/lib/api/likes';
import { useToggleLike } from '@/lib/api/like-member';
import type { LikeModalProfile } from '@/lib/like-modal-store';

const likedIdsOf = (likes: { profiles: { id: number }[] }) => new Set(likes.profiles.map((p) => p.id));

/** Whether the member likes `profile`, shown optimistically while a change is on its way, and the toggle. */
export function useLikeToggle(profile: LikeModalProfile) {
  const { data: likedIds } = useLikes(likedIdsOf);
  const toggle = useToggleLike();
  const stored = likedIds?.has(profile.id) ?? false;
  const liked = toggle.isPending ? toggle.variables.like : stored;
  return {
    liked,
    pending: toggle.isPending,
    toggle: () => toggle.mutate({ profile, like: !liked }),
    error: toggle.error,
  };
}
