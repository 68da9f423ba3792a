// What the landing pages (§2 /landers/…, the index) get about members: only public facts, the main
// photo only when it is public and approved, never a date of birth or anything of GDPR art. 9.
import type { PhotoWebpDto } from './api';

export type LanderPhotoDto = { id: number; thumb: string; main: string; width: number; height: number; webp?: PhotoWebpDto };

export type LanderMemberDto = {
  id: number;
  name: string;
  age: number;
  country: string | null;
  region: string | null;
  online: boolean;
  photo: LanderPhotoDto;
  last_active_at: string;
  joined_at: string;
};

/** One entry of the social-network lander's feed: the newest public thing a member did. */
export type LanderActivityDto = { member: LanderMemberDto; kind: 'photo' | 'joined' | 'profile'; at: string };

/** Members per region for the map lander; lat/lon are the region's centre. */
export type LanderRegionDto = { id: number; country: string; name: string; lat: number; lon: number; members: number };

/** An interest (not a sensitive one) with how many of the shown members have it, and a few of them. */
export type LanderInterestDto = { slug: string; icon: string; members: number; faces: LanderMemberDto[] };
