import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cannedReplies, sites } from '../../../db/schema';
import { notFound } from '../../../errors';
import { requireStaff, scopeOf } from '../access';
import { findSiteByDomain, listScopedSites, scopedLanguages } from '../scoped-sites';
import type { StaffContext } from '../staff-context';
import type { CannedRepliesDto } from '@/shared/types/staff';

type Filter = { site?: string; language?: string };

/** The site a filter names, checked against the scope: unknown or out of scope is 404 alike. */
async function filterSiteId(ctx: StaffContext, filter: Filter): Promise<number | undefined> {
  if (!filter.site) {
    const languages = scopeOf(ctx.staff).languages;
    if (filter.language && languages && !languages.includes(filter.language)) throw notFound();
    return undefined;
  }
  const site = await findSiteByDomain(ctx, filter.site);
  if (!site) throw notFound();
  requireStaff(ctx, ['operator'], { siteId: site.id, language: filter.language });
  return site.id;
}

/**
 * GET /api/staff/canned-replies.php (operators, admins): the canned replies of the sites and
 * languages the staff member works for, optionally of one site and language, by site, language, title.
 */
export async function listCannedReplies(ctx: StaffContext, filter: Filter): Promise<CannedRepliesDto> {
  requireStaff(ctx, ['operator']);
  const siteId = await filterSiteId(ctx, filter);
  const scope = scopeOf(ctx.staff);
  const rows = await ctx.db
    .select({ reply: cannedReplies, site: { id: sites.id, domain: sites.domain, name: sites.name } })
    .from(cannedReplies)
    .innerJoin(sites, eq(sites.id, cannedReplies.siteId))
    .where(
      and(
        siteId ? eq(cannedReplies.siteId, siteId) : undefined,
        filter.language ? eq(cannedReplies.language, filter.language) : undefined,
        scope.siteIds ? inArray(cannedReplies.siteId, scope.siteIds) : undefined,
        scope.languages ? inArray(cannedReplies.language, scope.languages) : undefined,
      ),
    )
    .orderBy(asc(sites.name), asc(cannedReplies.language), asc(cannedReplies.title))
    .limit(1000);
  return {
    replies: rows.map(({ reply, site }) => ({ id: reply.id, site, language: reply.language, title: reply.title, text: reply.text })),
    sites: await listScopedSites(ctx),
    languages: scopedLanguages(ctx),
  };
}
