import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Agent } from '../fixtures/agent';
import type { TestApp } from '../fixtures/test-app';
import { photos } from '@/server/db/schema';
import type { OwnProfileDto, PhotoDto } from '@/shared/types/api';
import { bodyOf } from './http';
import { photoForm } from './images';

/** Uploads a photo through POST /api/photos.php, which must accept it. */
export async function uploadPhoto(agent: Agent, data: Buffer, options?: Parameters<typeof photoForm>[1]): Promise<PhotoDto> {
  const res = await agent.post('/api/photos.php', photoForm(data, options));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await bodyOf<{ photo: PhotoDto }>(res)).photo;
}

export async function ownProfile(agent: Agent): Promise<OwnProfileDto> {
  return (await bodyOf<{ profile: OwnProfileDto }>(await agent.get('/api/profile.php'))).profile;
}

export const storedPhotos = (t: TestApp, userId: number) => t.db.select().from(photos).where(eq(photos.userId, userId));
