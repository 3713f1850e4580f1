import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { cn } from '#web/lib/cn.ts';
import { withFullCatalog } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { readUsageCache } from '../usage-cache';
import { loadResults, useGenerator } from '../use-generator';
import { CaptionSettings } from './caption-settings';
import { FieldLabel } from './field-label';
import { BriefField, FieldError, FormAlert, LockedHint, Placeholder, SignUpPrompt } from './generator-parts';
import { NetworkChips } from './network-chips';
import { PhotoInput } from './photo-input';

// Lazy parts come with the full catalog: `/` starts with only the texts a visitor sees (lib/i18n.ts).
const Results = lazy(() => withFullCatalog(loadResults()));
// Signed-in users only (never in the prerendered page).
const UsageGauge = lazy(() => withFullCatalog(import('./usage-gauge')));
const History = lazy(() => withFullCatalog(import('./history')));
const LinkField = lazy(() =>
  withFullCatalog(import('./link-field')).then((module) => ({ default: module.LinkField })),
);
const BrandPicker = lazy(() =>
  withFullCatalog(import('./brand-picker')).then((module) => ({ default: module.BrandPicker })),
);

/** The brand picker's height in either state (a label over a control-high row). */
const BRAND_PICKER_ROOM = 'min-h-[4.25rem]';

/** The caption generator of `/`: the form, the usage gauge, the results and the history. */
export function Generator() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const generator = useGenerator();
  const { form, problem, run, status, limits, refs, edit } = generator;
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const lockHint = id('lock-hint');
  const writingAll = run?.busy === 'all';
  // While a returning user's session is read, the signed-in fields keep their room.
  const returningUser = status !== 'signedOut' && hydrated && readUsageCache() !== null;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-12">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <form
          ref={refs.form}
          noValidate
          aria-labelledby={id('heading')}
          onSubmit={generator.submit}
          onFocusCapture={generator.prefetch}
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
              // While the session is read, only a returning user's cached usage shows (no fetch otherwise).
              hydrated &&
              (status === 'signedIn' || readUsageCache() !== null) && (
                <Suspense fallback={null}>
                  <UsageGauge />
                </Suspense>
              )
            )}
          </div>

          {/* The link field's room is kept while its code loads, and while a returning user's session
              is read: the fields below must not move under a click (a forced click landed on the
              wrong control in a browser test). */}
          {status === 'signedIn' ? (
            <Suspense fallback={<div className="h-16" aria-hidden="true" />}>
              <LinkField
                id={id('link')}
                value={form.link}
                offered={generator.offeredLink}
                onChange={(link) => edit({ link })}
              />
            </Suspense>
          ) : (
            returningUser && <div className="h-16" aria-hidden="true" />
          )}

          <BriefField
            id={id}
            ref={refs.text}
            value={form.text}
            problem={problem?.field === 'text' ? problem : null}
            photo={form.image ? (generator.vision ? 'seen' : 'unseen') : null}
            onChange={(text) => edit({ text })}
          />

          <PhotoInput
            id={id('photo')}
            image={form.image}
            sending={writingAll && Boolean(run.request.image) && run.cards.length === 0}
            onChange={(image) => edit({ image })}
          />

          <div id={id('networks')} ref={refs.networks}>
            <FieldLabel
              id={id('networks-label')}
              label={t('generator.networks')}
              hint={t('generator.networksHint')}
            />
            <NetworkChips
              labelId={id('networks-label')}
              selected={form.networks}
              isLocked={generator.networkLocked}
              limits={generator.networkLimits}
              lockedHintIds={`${id('networks-cap')} ${lockHint}`}
              errorId={problem?.field === 'networks' ? id('networks-error') : undefined}
              onToggle={generator.toggleNetwork}
            />
            {generator.networksFull && (
              <p id={id('networks-cap')} className="mt-1.5 text-xs text-muted-foreground">
                {t('generator.networksCap', { count: limits.maxNetworks ?? 0 })}
              </p>
            )}
            {problem?.field === 'networks' && <FieldError id={id('networks-error')} problem={problem} />}
          </div>

          {/* The brand picker's room is kept while its code and the brands load: it appears above
              the settings, which must not move under a click (a browser test's click on a variant,
              started before the picker appeared, ended on another control). */}
          {status === 'signedIn' ? (
            <div className={BRAND_PICKER_ROOM}>
              <Suspense fallback={null}>
                <BrandPicker
                  id={id('brand')}
                  value={form.brandId}
                  onChange={(brandId) => edit({ brandId })}
                />
              </Suspense>
            </div>
          ) : (
            returningUser && <div className={BRAND_PICKER_ROOM} aria-hidden="true" />
          )}

          <CaptionSettings
            id={id}
            form={form}
            language={generator.language}
            lockedHintId={lockHint}
            locks={generator.locks}
            onChange={edit}
          />

          {generator.anyLock && <LockedHint id={lockHint} signedIn={generator.signedIn} />}
          {problem?.field === 'form' && <FormAlert problem={problem} />}

          <button
            type="submit"
            className={buttonClasses('primary', 'w-full py-3 text-base')}
            disabled={writingAll}
            aria-busy={writingAll || undefined}
          >
            <Sparkles className={cn('size-4', writingAll && 'animate-pulse')} aria-hidden="true" />
            {writingAll ? t('generator.submitting') : t('generator.submit')}
          </button>

          {generator.askSignUp && <SignUpPrompt ref={refs.signUp} onLeave={generator.keepDraft} />}
        </form>

        <section
          ref={refs.results}
          aria-labelledby={id('results')}
          aria-busy={Boolean(run?.busy) || undefined}
          className="space-y-3"
        >
          <h2 id={id('results')} className="text-lg font-semibold">
            {t('generator.results.heading')}
          </h2>
          {run ? (
            <Suspense fallback={<Placeholder text={t('generator.results.writing')} />}>
              <Results
                run={run}
                limits={generator.networkLimits}
                onRegenerate={(slot) => void generator.regenerate(slot)}
              />
            </Suspense>
          ) : (
            <Placeholder text={t('generator.results.empty')} />
          )}
        </section>
      </div>

      {status === 'signedIn' && (
        <Suspense fallback={null}>
          <History onUse={generator.reuse} />
        </Suspense>
      )}
    </div>
  );
}
