import {
  type CaptionOptions,
  type GatingCode,
  gatingViolations,
  isLanguage,
  LANGUAGES,
  MAX_BRIEF_LENGTH,
  type NetworkId,
  POST_TYPE_IDS,
  STYLE_IDS,
  TIER_LIMITS,
  type Tier,
} from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, Sparkles } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-link';
import { inputClasses } from '../../../components/ui/input-classes';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../hooks/use-hydrated';
import { cn } from '../../../lib/cn';
import { scrollBehavior } from '../../../lib/motion';
import { meQueryOptions } from '../../auth/api/get-me';
import { useAuth } from '../../auth/components/auth-provider';
import { optionsQuery } from '../api/get-options';
import type { GeneratorContext, Problem, Run } from '../controller';
import { saveDraft, takeDraft } from '../draft';
import { type GeneratorForm, INITIAL_FORM, mergeIntoForm } from '../form';
import type { Slot } from '../generation';
import { BrandPicker } from './brand-picker';
import { FieldLabel } from './field-label';
import { NetworkChips } from './network-chips';
import { OptionGroup } from './option-group';
import { PhotoInput } from './photo-input';
import { Switch } from './switch';

// What the form needs once the user acts (checks, the streamed run, the results) loads on
// demand: the first load of `/` carries the form alone.
const loadController = () => import('../controller');
const loadResults = () => import('./results');
const Results = lazy(loadResults);
// Signed-in users only (never in the prerendered page).
const UsageGauge = lazy(() => import('./usage-gauge'));
const History = lazy(() => import('./history'));

/** The caption generator of `/`: the form, the usage gauge, the results and the history. */
export function Generator() {
  const { t, i18n } = useTranslation();
  const { me, status } = useAuth();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  // Visitors see the free plan's locks: what they prepare is what a new account can send.
  const tier: Tier = me?.tier ?? 'free';
  const [form, setForm] = useState<GeneratorForm>(INITIAL_FORM);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [askSignUp, setAskSignUp] = useState(false);
  const [options, setOptions] = useState<CaptionOptions | null>(null);
  const controller = useRef<Awaited<ReturnType<typeof loadController>> | null>(null);
  const abort = useRef<AbortController | null>(null);
  const runRef = useRef(run);
  runRef.current = run;
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const signUpRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  // Until the options are read the server is assumed not to see photos: words are asked for.
  const vision = options?.features.vision ?? false;
  const id = (name: string) => `${ids}-${name}`;

  // A visitor's input kept through sign-up, or an example chosen as a start: read once.
  useEffect(() => {
    const draft = takeDraft();
    if (draft) setForm((current) => mergeIntoForm(current, draft));
  }, []);
  // Signing out (or in as someone else) here leaves nothing of the previous user on screen.
  const userId = me?.id ?? null;
  const lastUser = useRef(userId);
  useEffect(() => {
    if (lastUser.current && lastUser.current !== userId) {
      abort.current?.abort();
      setForm(INITIAL_FORM);
      setRun(null);
      setProblem(null);
    }
    lastUser.current = userId;
  }, [userId]);
  // A visitor's input is kept whichever way they go to sign up (or anywhere else) and back.
  useEffect(() => {
    if (status === 'signedOut') saveDraft(form);
  }, [status, form]);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    let live = true;
    queryClient
      .ensureQueryData(optionsQuery(language))
      .then((loaded) => live && setOptions(loaded))
      .catch(() => {
        // The chips show no limits; everything else works without them.
      });
    return () => {
      live = false;
    };
  }, [queryClient, language]);

  // The results may be out of sight when a run starts (below the form on narrow screens, above
  // the button on short ones): bring their top into view, below the sticky header.
  const writingAll = run?.busy === 'all';
  useEffect(() => {
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (writingAll && top !== undefined && (top < 64 || top > window.innerHeight * 0.6))
      resultsRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [writingAll]);

  // A check's message follows the form: it goes away (or changes) as the user fixes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the form changes
  useEffect(() => {
    if (problem && controller.current)
      setProblem(controller.current.recheck({ form, tier, language, vision }, problem));
  }, [form, tier]);

  const update = (patch: Partial<GeneratorForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setAskSignUp(false);
  };
  const load = async () => {
    controller.current ??= await loadController();
    return controller.current;
  };
  const prefetch = () => {
    if (status !== 'signedIn') return;
    void load();
    void loadResults();
  };
  const context = (plan: Tier = tier): GeneratorContext => ({
    form,
    tier: plan,
    language: form.language ?? language,
    vision,
    queryClient,
    current: () => runRef.current,
    setRun,
    setProblem,
    abort,
    focus: (field) => {
      if (field === 'text') textRef.current?.focus();
      else if (field === 'networks')
        document.getElementById(id('networks'))?.querySelector<HTMLInputElement>('input:enabled')?.focus();
    },
  });

  const limits = TIER_LIMITS[tier];
  /** Whether choosing `patch` would break the plan's rule `code` (the shared gate decides). */
  const locks = (patch: Partial<GeneratorForm>, code: GatingCode) =>
    gatingViolations(tier, { ...form, ...patch }).includes(code);
  const networkLocked = (network: NetworkId) =>
    locks({ networks: [...form.networks, network] }, 'plan_network_limit');
  const anyLock =
    limits.maxNetworks !== null ||
    !limits.longText ||
    limits.maxVariants < 3 ||
    !limits.emojis ||
    !limits.hashtags;
  const networksFull = limits.maxNetworks !== null && form.networks.length >= limits.maxNetworks;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (run?.busy) return;
    // Pressed before the session was read (a prerendered page): wait for it rather than ignore it.
    const user = status === 'loading' ? await queryClient.fetchQuery(meQueryOptions).catch(() => null) : me;
    if (!user) {
      saveDraft(form);
      setAskSignUp(true);
      requestAnimationFrame(() => signUpRef.current?.focus());
      return;
    }
    await (await load()).submit(context(user.tier));
  };
  const regenerate = async (slot: Slot | null) => {
    if (run) await (await load()).start(context(), run.request, slot);
  };

  const selects = [
    {
      name: 'postType',
      values: POST_TYPE_IDS,
      label: 'postTypes',
      value: form.postType,
      set: (postType: string) => update({ postType: postType as GeneratorForm['postType'] }),
    },
    {
      name: 'style',
      values: STYLE_IDS,
      label: 'styles',
      value: form.style,
      set: (style: string) => update({ style: style as GeneratorForm['style'] }),
    },
    {
      name: 'language',
      values: LANGUAGES,
      label: 'languages',
      value: form.language ?? language,
      set: (value: string) => isLanguage(value) && update({ language: value }),
    },
  ] as const;
  const renderSelect = ({ name, values, label, value, set }: (typeof selects)[number]) => (
    <div key={name}>
      <FieldLabel htmlFor={id(name)} label={t(`generator.${name}`)} hint={t(`generator.${name}Hint`)} />
      <select
        id={id(name)}
        value={value}
        onChange={(event) => set(event.target.value)}
        className={inputClasses}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {t(`captions.${label}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
  const message = (p: Problem) => ('text' in p ? p.text : t(p.key, p.values));
  const fieldError = (field: 'networks' | 'text') =>
    problem?.field === field ? (
      <p id={id(`${field}-error`)} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
        {message(problem)}
      </p>
    ) : null;
  const lockHint = id('lock-hint');
  const networkLimits = Object.fromEntries((options?.networks ?? []).map((n) => [n.id, n.limits]));
  const busy = Boolean(run?.busy);
  const textLength = form.text.length;
  const photoNote = form.image
    ? t(vision ? 'generator.photo.textOptional' : 'generator.photo.textNeeded')
    : null;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-12">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <form
          ref={formRef}
          noValidate
          aria-labelledby={id('heading')}
          onSubmit={submit}
          onFocusCapture={prefetch}
          className="space-y-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <div className="flex min-h-10 flex-wrap items-start justify-between gap-3">
            <h2 id={id('heading')} className="text-xl font-semibold">
              {t('captions.heading')}
            </h2>
            {status === 'signedOut' ? (
              <p className="rounded-full bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
                {t('pages.home.freeNote')}
              </p>
            ) : (
              hydrated && (
                <Suspense fallback={null}>
                  <UsageGauge />
                </Suspense>
              )
            )}
          </div>

          <div>
            <FieldLabel htmlFor={id('text')} label={t('generator.text')} hint={t('generator.textHint')} />
            <textarea
              ref={textRef}
              id={id('text')}
              rows={5}
              value={form.text}
              placeholder={t('generator.textPlaceholder')}
              aria-invalid={problem?.field === 'text' || textLength > MAX_BRIEF_LENGTH || undefined}
              aria-describedby={
                cn(problem?.field === 'text' && id('text-error'), id('photo-note'), id('counter')) ||
                undefined
              }
              onChange={(event) => update({ text: event.target.value })}
              className={cn(inputClasses, 'min-h-32 resize-y')}
            />
            <div className="mt-1 flex items-start justify-between gap-3">
              <div className="min-w-0">
                {fieldError('text')}
                {/* Empty without a photo: always there, so the field's description never changes
                    (a changed one would name client ids next to the prerendered page's). */}
                <p id={id('photo-note')} className="mt-1.5 text-xs text-muted-foreground empty:mt-0">
                  {photoNote}
                </p>
              </div>
              <p
                id={id('counter')}
                className={cn(
                  'shrink-0 text-xs tabular-nums',
                  textLength > MAX_BRIEF_LENGTH
                    ? 'font-medium text-red-700 dark:text-red-400'
                    : 'text-muted-foreground',
                )}
              >
                {t('generator.counter', {
                  length: textLength.toLocaleString(i18n.language),
                  max: MAX_BRIEF_LENGTH.toLocaleString(i18n.language),
                })}
              </p>
            </div>
          </div>

          <PhotoInput
            id={id('photo')}
            image={form.image}
            sending={run?.busy === 'all' && Boolean(run.request.image) && run.cards.length === 0}
            onChange={(image) => update({ image })}
          />

          <div id={id('networks')}>
            <FieldLabel
              id={id('networks-label')}
              label={t('generator.networks')}
              hint={t('generator.networksHint')}
            />
            <NetworkChips
              labelId={id('networks-label')}
              selected={form.networks}
              isLocked={networkLocked}
              limits={networkLimits}
              lockedHintIds={`${id('networks-cap')} ${lockHint}`}
              errorId={problem?.field === 'networks' ? id('networks-error') : undefined}
              onToggle={(network) =>
                update({
                  networks: form.networks.includes(network)
                    ? form.networks.filter((n) => n !== network)
                    : [...form.networks, network],
                })
              }
            />
            {networksFull && (
              <p id={id('networks-cap')} className="mt-1.5 text-xs text-muted-foreground">
                {t('generator.networksCap', { count: limits.maxNetworks ?? 0 })}
              </p>
            )}
            {fieldError('networks')}
          </div>

          {status === 'signedIn' && (
            <BrandPicker id={id('brand')} value={form.brandId} onChange={(brandId) => update({ brandId })} />
          )}

          <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
            {selects.slice(0, 2).map(renderSelect)}
            <div>
              <FieldLabel
                id={id('length-label')}
                label={t('generator.length')}
                hint={t('generator.lengthHint')}
              />
              <OptionGroup
                name={id('length')}
                labelId={id('length-label')}
                value={form.length}
                lockedHintId={lockHint}
                onChange={(length) => update({ length })}
                options={(['short', 'long'] as const).map((value) => ({
                  value,
                  label: t(`captions.lengths.${value}`),
                  locked: locks({ length: value }, 'plan_long_text'),
                }))}
              />
            </div>
            <div>
              <FieldLabel
                id={id('variants-label')}
                label={t('generator.variants')}
                hint={t('generator.variantsHint')}
              />
              <OptionGroup
                name={id('variants')}
                labelId={id('variants-label')}
                value={form.variants}
                lockedHintId={lockHint}
                onChange={(variants) => update({ variants })}
                options={[1, 2, 3].map((value) => ({
                  value,
                  label: String(value),
                  locked: locks({ variants: value }, 'plan_variant_limit'),
                }))}
              />
            </div>
            {selects.slice(2).map(renderSelect)}
            <div>
              <FieldLabel
                id={id('extras-label')}
                label={t('generator.extras')}
                hint={t('generator.extrasHint')}
              />
              <fieldset
                aria-labelledby={id('extras-label')}
                className="flex min-w-0 flex-wrap gap-x-5 gap-y-2 py-1.5"
              >
                <Switch
                  label={t('generator.emojis')}
                  checked={form.emojis}
                  locked={locks({ emojis: true }, 'plan_emojis')}
                  lockedHintId={lockHint}
                  onChange={(emojis) => update({ emojis })}
                />
                <Switch
                  label={t('generator.hashtags')}
                  checked={form.hashtags}
                  locked={locks({ hashtags: true }, 'plan_hashtags')}
                  lockedHintId={lockHint}
                  onChange={(hashtags) => update({ hashtags })}
                />
              </fieldset>
            </div>
          </div>

          {anyLock && (
            <p id={lockHint} className="text-xs text-muted-foreground">
              <Lock className="mr-1.5 inline size-3 align-[-1px]" aria-hidden="true" />
              {t(me ? 'generator.lockedHint' : 'generator.lockedHintVisitor')}{' '}
              <Link to={paths.plans} className="font-medium text-primary underline underline-offset-2">
                {t('generator.seePlans')}
              </Link>
            </p>
          )}

          {problem?.field === 'form' && (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
            >
              {message(problem)}
              {problem.upgrade && (
                <>
                  {' '}
                  <Link to={paths.plans} className="font-medium underline underline-offset-2">
                    {t('generator.seePlans')}
                  </Link>
                </>
              )}
            </p>
          )}

          <button
            type="submit"
            className={buttonClasses('primary', 'w-full py-3 text-base')}
            disabled={run?.busy === 'all'}
            aria-busy={run?.busy === 'all' || undefined}
          >
            <Sparkles className={cn('size-4', run?.busy === 'all' && 'animate-pulse')} aria-hidden="true" />
            {run?.busy === 'all' ? t('generator.submitting') : t('generator.submit')}
          </button>

          {askSignUp && (
            <div
              ref={signUpRef}
              tabIndex={-1}
              className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-4 outline-none"
            >
              <div>
                <p className="font-semibold">{t('generator.signUpTitle')}</p>
                <p className="mt-1 text-sm text-muted-foreground">{t('generator.signUpText')}</p>
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <Link
                  to={`${paths.register}?redirect=/`}
                  onClick={() => saveDraft(form)}
                  className={buttonClasses('primary')}
                >
                  {t('common.createFreeAccount')}
                </Link>
                <span className="text-muted-foreground">
                  {t('generator.haveAccount')}{' '}
                  <Link
                    to={paths.login}
                    onClick={() => saveDraft(form)}
                    className="font-medium text-primary underline underline-offset-2"
                  >
                    {t('common.signIn')}
                  </Link>
                </span>
              </div>
            </div>
          )}
        </form>

        <section
          ref={resultsRef}
          aria-labelledby={id('results')}
          aria-busy={busy || undefined}
          className="space-y-3"
        >
          <h2 id={id('results')} className="text-lg font-semibold">
            {t('generator.results.heading')}
          </h2>
          {run ? (
            <Suspense fallback={<Placeholder text={t('generator.results.writing')} />}>
              <Results run={run} limits={networkLimits} onRegenerate={(slot) => void regenerate(slot)} />
            </Suspense>
          ) : (
            <Placeholder text={t('generator.results.empty')} />
          )}
        </section>
      </div>

      {status === 'signedIn' && (
        <Suspense fallback={null}>
          <History
            onUse={(request) => {
              setForm((current) => mergeIntoForm(current, request));
              setProblem(null);
              formRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
              textRef.current?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
      <Sparkles className="size-6 text-primary/70" aria-hidden="true" />
      <p className="max-w-xs">{text}</p>
    </div>
  );
}
