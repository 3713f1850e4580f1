import {
  type Caption,
  canGenerate,
  FALLBACK_USAGE,
  GATING_MESSAGE_KEYS,
  gatingViolations,
  isLanguage,
  type Me,
  NETWORK_IDS,
  POST_TYPE_IDS,
  remaining,
  STYLE_IDS,
  type Tier,
  USAGE_CACHE_KEY,
  type UsageView,
} from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Info, Lock, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-link';
import { Tooltip } from '../../components/ui/tooltip';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { ME_QUERY_KEY } from '../auth/api/get-me';
import { useAuth } from '../auth/components/auth-provider';
import { readDraft, saveDraft } from './draft';
import { type GenerateBody, type GenerationResult, streamGeneration } from './generate';
import { HISTORY_KEY } from './history-key';

const MAX_TEXT = 2000;
// Below the fold and for signed-in users only: not part of the first load of `/`.
const History = lazy(() => import('./history').then((m) => ({ default: m.History })));
type Draft = Pick<Caption, 'network' | 'variant' | 'text'> & Partial<Pick<Caption, 'length' | 'limit'>>;

async function notify(kind: 'success' | 'error' | 'message', text: string) {
  const { toast } = await import('sonner');
  if (kind === 'message') toast(text);
  else toast[kind](text);
}

export function Generator() {
  const { t, i18n } = useTranslation();
  const { me, status } = useAuth();
  const queryClient = useQueryClient();
  const textId = useId();
  const tier: Tier = me?.tier ?? 'free';
  const [form, setForm] = useState<GenerateBody>({
    networks: ['instagram'],
    postType: 'product-promotion',
    style: 'friendly',
    length: 'short',
    variants: 1,
    emojis: false,
    hashtags: false,
    text: '',
  });
  const [language, setLanguage] = useState(isLanguage(i18n.language) ? i18n.language : 'en-US');
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [result, setResult] = useState<GenerationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (patch: Partial<GenerateBody>) => setForm((current) => ({ ...current, ...patch }));

  // Input kept through sign-up, or an example chosen as a starting point (read once).
  useEffect(() => {
    const draft = readDraft<GenerateBody>();
    if (!draft) return;
    const { language: draftLanguage, ...rest } = draft;
    setForm((current) => ({ ...current, ...rest }));
    if (isLanguage(draftLanguage)) setLanguage(draftLanguage);
  }, []);
  const allows = (patch: Partial<GenerateBody>) => gatingViolations(tier, { ...form, ...patch }).length === 0;
  const usage = me?.usage ?? cachedUsage() ?? (status === 'signedIn' ? fallbackUsage() : undefined);

  const submit = async () => {
    setError(null);
    if (form.networks.length === 0) return setError(t('captions.validation.networksRequired'));
    if (!form.text.trim()) return setError(t('captions.validation.textRequired'));
    const [violation] = gatingViolations(tier, form);
    if (violation) return setError(t(GATING_MESSAGE_KEYS[violation]));
    if (usage && !canGenerate(usage)) {
      return setError(
        t(usage.period === 'daily' ? 'errors.api.daily_limit_reached' : 'errors.api.monthly_limit_reached'),
      );
    }
    setBusy(true);
    setDrafts([]);
    setResult(null);
    try {
      const done = await streamGeneration(
        { ...form, language },
        {
          onDraft: (draft) =>
            setDrafts((current) => {
              const others = current.filter(
                (d) => d.network !== draft.network || d.variant !== draft.variant,
              );
              return [...others, draft].sort(
                (a, b) => a.network.localeCompare(b.network) || a.variant - b.variant,
              );
            }),
          onNotice: (message) => void notify('message', message),
        },
      );
      setResult(done);
      setDrafts(done.captions);
      // The gauge shows the new count at once and is re-read shortly after (spec §4).
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (current) =>
        current ? { ...current, usage: done.usage } : current,
      );
      try {
        localStorage.setItem(USAGE_CACHE_KEY, JSON.stringify(done.usage));
      } catch {
        // Private mode: the gauge still updates from the query.
      }
      setTimeout(() => void queryClient.refetchQueries({ queryKey: ME_QUERY_KEY, type: 'all' }), 100);
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('captions.errors.generation_failed'));
    } finally {
      setBusy(false);
    }
  };

  const chip = (active: boolean, locked: boolean) =>
    cn(
      'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm transition-colors',
      active
        ? 'border-primary bg-primary/10 text-foreground'
        : 'border-border text-muted-foreground hover:bg-muted',
      locked && 'opacity-60',
    );

  return (
    <section aria-labelledby="generator-heading" className="mx-auto max-w-6xl px-4 py-10">
      <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr]">
        <form
          className="space-y-5 rounded-2xl border border-border bg-card p-6"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="generator-heading" className="text-xl font-semibold">
              {t('captions.heading')}
            </h2>
            {me && usage && (
              <p className="text-sm text-muted-foreground" data-testid="usage">
                {t('generator.plan', { plan: t(`pages.plans.${tier}`) })} ·{' '}
                {t(usage.period === 'daily' ? 'generator.remainingDaily' : 'generator.remainingMonthly', {
                  remaining: remaining(usage),
                  total: usage.total,
                })}
              </p>
            )}
          </div>
          <fieldset>
            <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
              {t('generator.networks')}
              <Tooltip label={t('generator.networksHint')}>
                <button
                  type="button"
                  className="rounded-full text-muted-foreground"
                  aria-label={t('generator.networksHint')}
                >
                  <Info className="size-3.5" aria-hidden="true" />
                </button>
              </Tooltip>
            </legend>
            <div className="flex flex-wrap gap-2">
              {NETWORK_IDS.map((id) => {
                const active = form.networks.includes(id);
                const next = active ? form.networks.filter((n) => n !== id) : [...form.networks, id];
                const locked = !active && !allows({ networks: next });
                return (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={active}
                    className={chip(active, locked)}
                    title={locked ? t('generator.locked') : undefined}
                    onClick={() => update({ networks: locked ? [id] : next })}
                  >
                    {locked && <Lock className="size-3" aria-hidden="true" />}
                    {t(`captions.networks.${id}`)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="space-y-1 text-sm font-medium">
              <span>{t('generator.postType')}</span>
              <select
                className="w-full rounded-md border border-border bg-card px-2 py-2"
                value={form.postType}
                onChange={(e) => update({ postType: e.target.value })}
              >
                {POST_TYPE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`captions.postTypes.${id}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1 text-sm font-medium">
              <span>{t('generator.style')}</span>
              <select
                className="w-full rounded-md border border-border bg-card px-2 py-2"
                value={form.style}
                onChange={(e) => update({ style: e.target.value })}
              >
                {STYLE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`captions.styles.${id}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1 text-sm font-medium">
              <span>{t('generator.length')}</span>
              <select
                className="w-full rounded-md border border-border bg-card px-2 py-2"
                value={form.length}
                onChange={(e) => update({ length: e.target.value as 'short' | 'long' })}
              >
                <option value="short">{t('captions.lengths.short')}</option>
                <option value="long" disabled={!allows({ length: 'long' })}>
                  {t('captions.lengths.long')}
                  {!allows({ length: 'long' }) ? ` — ${t('generator.locked')}` : ''}
                </option>
              </select>
            </label>
            <label className="space-y-1 text-sm font-medium">
              <span>{t('generator.variants')}</span>
              <select
                className="w-full rounded-md border border-border bg-card px-2 py-2"
                value={form.variants}
                onChange={(e) => update({ variants: Number(e.target.value) })}
              >
                {[1, 2, 3].map((n) => (
                  <option key={n} value={n} disabled={!allows({ variants: n })}>
                    {n}
                    {!allows({ variants: n }) ? ` — ${t('generator.locked')}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1 text-sm font-medium">
              <span>{t('generator.language')}</span>
              <select
                className="w-full rounded-md border border-border bg-card px-2 py-2"
                value={language}
                onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
              >
                {(['pt-BR', 'en-US', 'es-ES'] as const).map((id) => (
                  <option key={id} value={id}>
                    {t(`captions.languages.${id}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-end gap-4 text-sm font-medium">
              {(['emojis', 'hashtags'] as const).map((key) => {
                const locked = !allows({ [key]: true });
                return (
                  <label key={key} className={cn('flex items-center gap-2', locked && 'opacity-60')}>
                    <input
                      type="checkbox"
                      checked={form[key]}
                      disabled={locked}
                      onChange={(e) => update({ [key]: e.target.checked })}
                    />
                    {locked && <Lock className="size-3" aria-hidden="true" />}
                    {t(`generator.${key}`)}
                  </label>
                );
              })}
            </div>
          </div>
          {tier === 'free' && (
            <p className="text-xs text-muted-foreground">
              <Tooltip label={t('generator.lockedHint')}>
                <button type="button" className="mr-1 align-middle" aria-label={t('generator.lockedHint')}>
                  <Lock className="inline size-3" aria-hidden="true" />
                </button>
              </Tooltip>
              {t('generator.locked')} ·{' '}
              <Link to={paths.plans} className="text-primary underline">
                {t('generator.upgrade')}
              </Link>
            </p>
          )}
          <div className="space-y-1">
            <label htmlFor={textId} className="text-sm font-medium">
              {t('generator.text')}
            </label>
            <textarea
              id={textId}
              rows={5}
              maxLength={MAX_TEXT}
              value={form.text}
              placeholder={t('generator.textPlaceholder')}
              onChange={(e) => update({ text: e.target.value })}
              className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm"
            />
            <p className="text-right text-xs text-muted-foreground">
              {t('generator.counter', { count: form.text.length, max: MAX_TEXT })}
            </p>
          </div>
          {error && (
            <p
              role="alert"
              className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {error}
            </p>
          )}
          {status === 'signedOut' ? (
            <p className="text-sm">
              {t('generator.signUpToGenerate')}{' '}
              <Link
                to={`${paths.register}?redirect=/`}
                className={buttonClasses('primary', 'mt-2')}
                onClick={() => saveDraft({ ...form, language })}
              >
                {t('common.createFreeAccount')}
              </Link>
            </p>
          ) : (
            <button
              type="submit"
              className={buttonClasses('primary', 'w-full py-3')}
              disabled={busy || status !== 'signedIn'}
            >
              {busy ? t('generator.generating') : t('generator.generate')}
            </button>
          )}
        </form>
        <div aria-live="polite" className="space-y-3">
          {drafts.length > 0 && <h2 className="text-xl font-semibold">{t('generator.results')}</h2>}
          {result && (
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">
                {result.source === 'ai' ? t('generator.sourceAi') : t('generator.sourceBasic')}
              </p>
              <button
                type="button"
                className={buttonClasses('secondary', 'px-3 py-1 text-xs')}
                disabled={busy}
                onClick={() => void submit()}
              >
                <RefreshCw className="size-3" aria-hidden="true" />
                {t('generator.regenerate')}
              </button>
            </div>
          )}
          {drafts.map((draft) => (
            <article
              key={`${draft.network}-${draft.variant}`}
              data-testid="caption"
              className="rounded-2xl border border-border bg-card p-4"
            >
              <header className="mb-2 flex items-center justify-between text-sm">
                <span className="font-medium">
                  {t(`captions.networks.${draft.network}`)} · {t('generator.variant', { n: draft.variant })}
                </span>
                {draft.limit !== undefined && (
                  <span className="tabular-nums text-muted-foreground">
                    {draft.length} / {draft.limit}
                  </span>
                )}
              </header>
              <p className="whitespace-pre-wrap text-sm">{draft.text}</p>
              {result && (
                <button
                  type="button"
                  className={buttonClasses('secondary', 'mt-3 px-3 py-1 text-xs')}
                  onClick={async () => {
                    await navigator.clipboard.writeText(draft.text);
                    void notify('success', t('generator.copied'));
                  }}
                >
                  <Copy className="size-3" aria-hidden="true" />
                  {t('generator.copy')}
                </button>
              )}
            </article>
          ))}
        </div>
      </div>
      {status === 'signedIn' && (
        <div className="mt-10">
          <Suspense fallback={null}>
            <History
              onUse={(request) => {
                const { language: used, ...rest } = request;
                setForm((current) => ({ ...current, ...rest }));
                if (isLanguage(used)) setLanguage(used);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}

/** Spec §8: a failed usage load is logged and shows 0 of 3 daily. */
function fallbackUsage(): UsageView {
  console.warn('usage could not be loaded; showing the default');
  return FALLBACK_USAGE;
}

/** The last usage seen (spec §3 `captia_usage_cache`), for an instant gauge before /api/me answers. */
function cachedUsage(): UsageView | undefined {
  try {
    const raw = localStorage.getItem(USAGE_CACHE_KEY);
    return raw ? (JSON.parse(raw) as UsageView) : undefined;
  } catch {
    return undefined;
  }
}
