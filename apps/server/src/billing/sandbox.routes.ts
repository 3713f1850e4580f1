import { type Language, TIER_LIMITS } from '@captia/shared';
import { type Context, Hono } from 'hono';
import type { Env } from '../env';
import type { AppEnv } from '../http/router';
import { translator } from '../i18n';
import { grantsTier } from '../lib/subscription';
import { escapeHtml } from '../mail';
import { applySubscription, subscriptionOf } from './billing.service';
import { advanceSandbox, sandboxSubscription, verifyCheckout } from './sandbox.provider';

type PriceEnv = Pick<
  Env,
  | 'PLAN_CURRENCY'
  | 'PLAN_PRICE_PROFISSIONAL_MONTHLY'
  | 'PLAN_PRICE_PROFISSIONAL_YEARLY'
  | 'PLAN_PRICE_PREMIUM_MONTHLY'
  | 'PLAN_PRICE_PREMIUM_YEARLY'
  | 'BETTER_AUTH_SECRET'
>;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f3f8;color:#17121f}
.banner{background:#b45309;color:#fff;text-align:center;font-weight:700;padding:10px;letter-spacing:.02em}
main{max-width:560px;margin:40px auto;background:#fff;border-radius:16px;padding:32px;box-shadow:0 4px 20px rgba(0,0,0,.06)}
h1{margin-top:0;font-size:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#5b5466}
form{display:inline}button{font:inherit;border:0;border-radius:10px;padding:10px 16px;margin:6px 6px 0 0;cursor:pointer}
.primary{background:#6d28d9;color:#fff}.secondary{background:#ece8f3;color:#17121f}
fieldset{border:1px dashed #b45309;border-radius:12px;margin-top:24px}a{color:#6d28d9}`;

function page(language: Language, title: string, body: string): string {
  const t = translator(language);
  const tr = (key: string) => escapeHtml(t(key));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | CaptIA</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">${tr('billing.testMode')}</div><main><h1>${escapeHtml(title)}</h1>${body}
<p><a href="/">${tr('billing.back')}</a></p></main></body></html>`;
}

function price(
  env: PriceEnv,
  tier: 'profissional' | 'premium',
  interval: 'monthly' | 'yearly',
  language: Language,
) {
  const key = `PLAN_PRICE_${tier.toUpperCase()}_${interval.toUpperCase()}` as keyof PriceEnv;
  return new Intl.NumberFormat(language, { style: 'currency', currency: env.PLAN_CURRENCY }).format(
    Number(env[key]),
  );
}

/**
 * The sandbox payment provider's own pages (no Stripe key set): a checkout to confirm or
 * abandon, and a portal to cancel, resume or move time to the renewal or the end of the
 * period. Every change goes through applySubscription, like Stripe's webhooks.
 */
export function sandboxRoutes(env: PriceEnv) {
  const app = new Hono<AppEnv>();
  const tr = (c: Context<AppEnv>, key: string, values?: Record<string, string | number>) =>
    translator(c.get('language'))(key, values);
  const html = (c: Context<AppEnv>, title: string, body: string, status: 200 | 400 | 401 = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page(c.get('language'), title, body), status);
  };

  app.get('/checkout', (c) => {
    const checkout = verifyCheckout(env.BETTER_AUTH_SECRET, c.req.query('token') ?? '');
    const title = tr(c, 'billing.checkoutTitle');
    if (!checkout) return html(c, title, `<p>${escapeHtml(tr(c, 'billing.invalidLink'))}</p>`, 400);
    const session = c.get('session');
    if (session?.user.id !== checkout.userId) {
      return html(
        c,
        title,
        `<p>${escapeHtml(tr(c, 'billing.signInFirst'))}</p><p><a href="/login">/login</a></p>`,
        401,
      );
    }
    const token = escapeHtml(c.req.query('token') ?? '');
    const lead = tr(c, 'billing.checkoutLead', {
      plan: tr(c, `pages.plans.${checkout.tier}`),
      interval: tr(c, `billing.${checkout.interval}`),
      price: price(env, checkout.tier, checkout.interval, c.get('language')),
    });
    const quota = TIER_LIMITS[checkout.tier].quota;
    return html(
      c,
      title,
      `<p>${escapeHtml(lead)}</p><p>${escapeHtml(tr(c, `pages.plans.${checkout.tier}Quota`))} · ${quota}</p>
<form method="post" action="/sandbox/checkout"><input type="hidden" name="token" value="${token}"><input type="hidden" name="action" value="confirm"><button class="primary" type="submit">${escapeHtml(tr(c, 'billing.confirm'))}</button></form>
<form method="post" action="/sandbox/checkout"><input type="hidden" name="token" value="${token}"><input type="hidden" name="action" value="abandon"><button class="secondary" type="submit">${escapeHtml(tr(c, 'billing.abandon'))}</button></form>`,
    );
  });

  app.post('/checkout', async (c) => {
    const form = await c.req.parseBody();
    const checkout = verifyCheckout(env.BETTER_AUTH_SECRET, String(form.token ?? ''));
    if (!checkout || c.get('session')?.user.id !== checkout.userId) {
      return html(
        c,
        tr(c, 'billing.checkoutTitle'),
        `<p>${escapeHtml(tr(c, 'billing.invalidLink'))}</p>`,
        400,
      );
    }
    if (form.action !== 'confirm') return c.redirect('/plans?checkout=cancelled', 303);
    await applySubscription(c.get('db'), sandboxSubscription(checkout));
    return c.redirect('/subscription-success?session_id=sandbox', 303);
  });

  app.get('/portal', async (c) => {
    const title = tr(c, 'billing.portalTitle');
    const session = c.get('session');
    if (!session) return html(c, title, `<p>${escapeHtml(tr(c, 'billing.signInFirst'))}</p>`, 401);
    const state = await subscriptionOf(c.get('db'), session.user.id);
    if (!state)
      return html(
        c,
        title,
        `<p>${escapeHtml(tr(c, 'billing.noSubscription'))}</p><p><a href="/plans">/plans</a></p>`,
      );
    const date = new Intl.DateTimeFormat(c.get('language'), { dateStyle: 'long', timeZone: 'UTC' }).format(
      state.currentPeriodEnd,
    );
    const active = grantsTier(state);
    const button = (action: string, label: string, kind = 'secondary') =>
      `<form method="post" action="/sandbox/portal"><input type="hidden" name="action" value="${action}"><button class="${kind}" type="submit">${escapeHtml(tr(c, label))}</button></form>`;
    return html(
      c,
      title,
      `<dl><dt>${escapeHtml(tr(c, 'billing.plan'))}</dt><dd>${escapeHtml(tr(c, `pages.plans.${state.tier}`))} (${escapeHtml(tr(c, `billing.${state.interval}`))})</dd>
<dt>${escapeHtml(tr(c, 'billing.status'))}</dt><dd data-status="${escapeHtml(state.status)}">${escapeHtml(state.status)}</dd>
<dt>${escapeHtml(tr(c, 'billing.periodEnd'))}</dt><dd>${escapeHtml(date)}</dd></dl>
${state.cancelAtPeriodEnd ? `<p><strong>${escapeHtml(tr(c, 'billing.cancelAtEnd'))}</strong></p>` : ''}
${active ? (state.cancelAtPeriodEnd ? button('resume', 'billing.resume', 'primary') : button('cancel', 'billing.cancel')) : ''}
<fieldset><legend>${escapeHtml(tr(c, 'billing.simulate'))}</legend>
${active ? button('renewal', 'billing.advanceRenewal') : ''}${active ? button('end', 'billing.advanceEnd') : ''}</fieldset>`,
    );
  });

  app.post('/portal', async (c) => {
    const session = c.get('session');
    if (!session) return c.redirect('/login', 303);
    const db = c.get('db');
    const state = await subscriptionOf(db, session.user.id);
    const form = await c.req.parseBody();
    if (state && grantsTier(state)) {
      if (form.action === 'cancel') await applySubscription(db, { ...state, cancelAtPeriodEnd: true });
      if (form.action === 'resume') await applySubscription(db, { ...state, cancelAtPeriodEnd: false });
      if (form.action === 'renewal') await applySubscription(db, advanceSandbox(state, 'renewal'));
      if (form.action === 'end') await applySubscription(db, advanceSandbox(state, 'end'));
    }
    return c.redirect('/sandbox/portal', 303);
  });

  return app;
}
