import { expect } from 'vitest';
import type { Agent } from '../fixtures/agent';
import { bodyOf } from './http';
import { chatsOf } from './chat';
import type { MembersSearchDto } from '@/shared/types/api';
import type { LikesDto } from '@/shared/types/social';

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
