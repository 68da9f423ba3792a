import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getPageContext } from './page-context';
import { getSettings } from '../services/sites/get-settings';
import { buildUserDto } from '../services/users/user-dto';
import { COUNTRY_COOKIE } from '@/shared/constants';
import type { SettingsDto, UserDto } from '@/shared/types/api';
import { countryFromCookie } from '@/shared/visitor-rules';

/** §7 settings for the page's host, once per request (the site row itself is cached per domain). */
export const getPageSettings = cache(async (): Promise<SettingsDto> => {
  const [ctx, jar] = await Promise.all([getPageContext(), cookies()]);
  return getSettings(ctx, countryFromCookie(jar.get(COUNTRY_COOKIE)?.value));
});

/** The signed-in member for server-rendered pages, or null. */
export const getPageUser = cache(async (): Promise<UserDto | null> => {
  const ctx = await getPageContext();
  return ctx.actor ? buildUserDto(ctx, ctx.actor) : null;
});
