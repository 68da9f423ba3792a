import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/** One serious or critical finding of axe: its rule, what it asks for and where. */
export type Violation = { rule: string; help: string; targets: string[] };

/**
 * Waits until no transition or finite animation runs: a dialog still fading in has its text over a
 * half-transparent backdrop, and axe would measure that contrast instead of the one a member reads.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The serious and critical WCAG 2 A/AA findings of axe on the page, or within `include` of it. */
export async function seriousViolations(page: Page, { include, skipRules = [] }: { include?: string; skipRules?: string[] } = {}): Promise<Violation[]> {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  if (skipRules.length > 0) builder = builder.disableRules(skipRules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
