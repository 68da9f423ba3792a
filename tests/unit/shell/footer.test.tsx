// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { UsFooter } from '@/components/layout/us-footer';
import { renderShell, testSettings } from './shell-render';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('links the information pages and mails support', () => {
    renderShell(<SiteFooter settings={testSettings({ name: 'Amora', support_email: 'help@amora.test' })} />);
    const expected: Record<string, string> = {
      'Algemene voorwaarden': '/terms',
      Privacyverklaring: '/privacy',
      Cookiebeleid: '/cookies',
      Blokkeringsbeleid: '/ban',
      Prijzen: '/pricing',
      Klachten: '/complaints',
      Restitutiebeleid: '/return-policy',
      'Veelgestelde vragen': '/faq',
      Klantenservice: 'mailto:help@amora.test',
    };
    for (const [name, href] of Object.entries(expected)) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(screen.getByText(/Amora is een dating- en chatsite voor volwassenen/)).toBeTruthy();
  });
});

describe('UsFooter', () => {
  it('shows the 2257 statement for English only', () => {
    renderShell(<UsFooter settings={testSettings()} />, { locale: 'en' });
    expect(screen.getByText('18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement')).toBeTruthy();
    cleanup();
    const { container } = renderShell(<UsFooter settings={testSettings()} />, { locale: 'nl' });
    expect(container.textContent).toBe('');
  });
});
