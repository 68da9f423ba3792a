import { expect } from 'vitest';
import type { Agent } from '../fixtures/agent';
import { bodyOf } from './http';
import { chatsOf } from './chat';
import type { MembersSearchDto } from '@/shared/types/api';
import type { LikesDto } from '@/shared/types/social';
import type { MatchFinderDto, SwipeCardsDto } from '@/shared/types/swipe';

/** Where `viewer` finds `target`: search, likes received, chats list and the profile page. */
export async function whereSeen(viewer: Agent, target: number) {
  const search = await bodyOf<MembersSearchDto>(await viewer.get('/api/members.php'));
  const likesRes = await viewer.get('/api/likes.php');
  expect(likesRes.status).toBe(200);
  const likes = await bodyOf<LikesDto>(likesRes);
  const chats = await chatsOf(viewer);
  const profile = await viewer.get(`/api/member.php?id=${target}`);
  return {
    search: search.profiles.some((p) => p.id === target),
    likes: likes.liked_by.some((p) => p.id === target),
    chats: chats.chats.some((c) => c.profile.id === target),
    profile: profile.status === 200,
  };
}

/** Whether `target` is among the swipe cards and the match finder's suggestions of `viewer`. */
export async function suggestedTo(viewer: Agent, target: number) {
  const swipe = await bodyOf<SwipeCardsDto>(await viewer.get('/api/swipe.php'));
  const finder = await bodyOf<MatchFinderDto>(await viewer.get('/api/match-finder.php'));
  return { swipe: swipe.cards.some((c) => c.id === target), finder: finder.suggestions.some((s) => s.profile.id === target) };
}
