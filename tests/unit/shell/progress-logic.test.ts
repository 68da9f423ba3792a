// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { progressAt, startsNavigation } from '@/components/layout/progress-logic';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const here = new URL('http://site.test/members?page=1');

function link(href: string, attrs: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}

describe('navigation progress bar (§9)', () => {
  it('runs linearly over 5000 ms and holds at 90 %', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2500)).toBe(50);
    expect(progressAt(4500)).toBe(90);
    expect(progressAt(60_000)).toBe(90);
  });

  it('starts for plain clicks on links to another page of the site', () => {
    expect(startsNavigation(click, link('http://site.test/likes'), here)).toBe(true);
    expect(startsNavigation(click, link('http://site.test/members?page=2'), here)).toBe(true);
  });

  it('ignores new tabs, modifier keys, downloads, other sites and same-page anchors', () => {
    expect(startsNavigation(click, link('http://site.test/likes', { target: '_blank' }), here)).toBe(false);
    expect(startsNavigation({ ...click, ctrlKey: true }, link('http://site.test/likes'), here)).toBe(false);
    expect(startsNavigation({ ...click, button: 1 }, link('http://site.test/likes'), here)).toBe(false);
    expect(startsNavigation(click, link('http://site.test/file.pdf', { download: '' }), here)).toBe(false);
    expect(startsNavigation(click, link('https://elsewhere.test/'), here)).toBe(false);
    expect(startsNavigation(click, link('http://site.test/members?page=1#top'), here)).toBe(false);
    expect(startsNavigation({ ...click, defaultPrevented: true }, link('http://site.test/likes'), here)).toBe(false);
  });
});
