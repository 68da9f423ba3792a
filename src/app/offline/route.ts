import { getLocale, getTranslations } from 'next-intl/server';
import { getPageSettings } from '@/server/request/page-data';
import { brandColourOf } from '@/shared/brand-colour';
import { escapeMarkup as escapeHtml } from '@/shared/escape-markup';

// Per visitor: the language comes from the cookie, the name and colour from the site.
export const dynamic = 'force-dynamic';

/**
 * /offline: the page the service worker (public/sw.js) keeps and shows when a page load finds no
 * network, in the installed app (§2) or a browser tab. One self-contained document with inline styles,
 * because nothing else (scripts, stylesheets) is there offline; "Try again" reloads the address the
 * member wanted, since the worker serves this page in its place.
 */
export async function GET(): Promise<Response> {
  const [locale, t, settings] = await Promise.all([getLocale(), getTranslations('Offline'), getPageSettings()]);
  const colour = brandColourOf(settings.primary_color);
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="${colour}"><title>${escapeHtml(t('title'))} · ${escapeHtml(settings.name)}</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#f8f9fa;color:#212529;text-align:center}main{max-width:28rem;padding:2rem}h1{font-size:1.5rem;margin:1rem 0 .5rem}p{margin:0 0 1.5rem;line-height:1.5}a{display:inline-block;padding:.75rem 2rem;border-radius:.5rem;background:${colour};color:#fff;text-decoration:none;font-weight:600}svg{width:4rem;height:4rem}</style></head>
<body><main><svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="${colour}"/><path d="M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 11.4-16 21-16 21z" fill="#fff"/></svg><h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('text', { name: settings.name }))}</p><a href="">${escapeHtml(t('retry'))}</a></main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
