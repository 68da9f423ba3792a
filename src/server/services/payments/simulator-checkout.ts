import 'server-only';
import type { ServiceContext } from '../context';
import { notFound } from '../../errors';
import { translate } from '../../i18n/translate';
import { isSimulator, SIMULATOR_OUTCOMES, type SimulatorOutcome } from '../../adapters/payments/simulator/simulator-provider';
import { eq } from 'drizzle-orm';
import { orders, type SimulatorPayment } from '../../db/schema';

/** The page's own policy: inline styles, and its form posts only back to this site. */
export const SIMULATOR_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f6;margin:0;padding:2rem 1rem;color:#222}
main{max-width:26rem;margin:0 auto;background:#fff;border:3px dashed #e0a800;border-radius:8px;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .25rem}.label{display:inline-block;background:#e0a800;color:#000;font-weight:700;padding:.1rem .5rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#666}dd{margin:0}
button{display:block;width:100%;margin:.5rem 0;padding:.7rem;font-size:1rem;border:1px solid #999;border-radius:6px;background:#fafafa;cursor:pointer}
button[value=paid]{background:#198754;color:#fff;border-color:#198754}`;

function simulatorOf(ctx: ServiceContext) {
  if (!isSimulator(ctx.payments)) throw notFound();
  return ctx.payments;
}

/**
 * The test checkout pays only the payer's own order, in the payer's own browser: otherwise anyone who
 * learned a payment id could mark it paid and hand out credits.
 */
async function assertPayer(ctx: ServiceContext, payment: SimulatorPayment | null): Promise<SimulatorPayment> {
  if (!payment || payment.orderId === null || !ctx.actor) throw notFound();
  const [order] = await ctx.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  if (order?.userId !== ctx.actor.id) throw notFound();
  return payment;
}

function formatAmount(payment: SimulatorPayment, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency }).format(payment.amountCents / 100);
}

/** GET /api/payment-simulator.php?id=: the simulator's hosted checkout, a plain page clearly marked as a test payment. */
export async function renderSimulatorCheckout(ctx: ServiceContext, id: string): Promise<string> {
  const payment = await assertPayer(ctx, await simulatorOf(ctx).find(id));
  const t = (key: string) => escapeHtml(translate(ctx.locale, `PaymentSimulator.${key}`));
  const buttons =
    payment.status === 'open' || payment.status === 'pending'
      ? SIMULATOR_OUTCOMES.map((o) => `<button type="submit" name="status" value="${o}">${t(`outcome.${o}`)}</button>`).join('\n')
      : `<p>${t('done')}</p>`;
  return `<!doctype html><html lang="${ctx.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')}</title><style>${STYLE}</style></head><body><main>
<span class="label">${t('label')}</span><h1>${t('heading')}</h1><p>${t('intro')}</p>
<dl><dt>${t('amount')}</dt><dd>${escapeHtml(formatAmount(payment, ctx.locale))}</dd><dt>${t('method')}</dt><dd>${escapeHtml(payment.method)}</dd>
<dt>${t('description')}</dt><dd>${escapeHtml(payment.description)}</dd><dt>${t('status')}</dt><dd>${escapeHtml(payment.status)}</dd></dl>
<form method="post" action="/api/payment-simulator.php"><input type="hidden" name="id" value="${escapeHtml(payment.id)}">
${buttons}</form></main></body></html>`;
}

/** POST /api/payment-simulator.php: the payer's choice; the webhook follows, the payer goes back to the order. */
export async function settleSimulatorPayment(ctx: ServiceContext, id: string, outcome: SimulatorOutcome): Promise<string> {
  const simulator = simulatorOf(ctx);
  await assertPayer(ctx, await simulator.find(id));
  const payment = await simulator.settle(id, outcome);
  if (!payment) throw notFound();
  return payment.redirectUrl;
}
