import {
  type GatingCode,
  gatingViolations,
  isLanguage,
  type Language,
  MAX_VARIANTS,
  type NetworkId,
  TIER_LIMITS,
  type Tier,
} from '@captia/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { scrollBehavior } from '#web/lib/motion.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { meQueryOptions } from '#web/lib/session/get-me.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { HistoryItem } from './api/get-history';
import { optionsQuery } from './api/get-options';
import type { GeneratorContext, Problem, Run } from './controller';
import { saveDraft, takeDraft } from './draft';
import { type GeneratorForm, INITIAL_FORM, mergeIntoForm, withOfferedFormat } from './form';
import type { Slot } from './generation';
import { shareIdFrom } from './share/share-intake';

/**
 * The generator's state and what the user does with it: `Generator` renders what this returns.
 * The transitions are the pure `generatorReducer`; the hook adds the session, the options of
 * `GET /api/options`, the kept draft and the runs (the lazily loaded controller).
 */

type Controller = typeof import('./controller');
let controller: Controller | null = null;

// What the form needs once the user acts (checks, the streamed run, the results) loads on
// demand: the first load of `/` carries the form alone.
async function loadController(): Promise<Controller> {
  controller ??= await import('./controller');
  return controller;
}
export const loadResults = () => import('./components/results');

/** The header stays on top of the page: content scrolled under it is out of sight. */
const STICKY_HEADER_HEIGHT = 64;

export interface GeneratorState {
  form: GeneratorForm;
  problem: Problem | null;
  run: Run | null;
  /** A visitor pressed Generate: the form asks them to sign up. */
  askSignUp: boolean;
  /** Whose input this is (null: a visitor's, or the session is not read yet). */
  userId: string | null;
  /** The plan the form is checked against. */
  tier: Tier;
}

/** A shown message checked again against a form: it follows the form as the user fixes it. */
export type Recheck = (form: GeneratorForm, shown: Problem) => Problem | null;

export type GeneratorAction =
  /** The user changed the form. */
  | { type: 'edit'; patch: Partial<GeneratorForm>; recheck: Recheck }
  /** Settings from outside the form (a kept draft, an example, a history entry) laid over it. */
  | { type: 'use'; input: unknown }
  /** The session now on screen: signed in, out, or as someone else. */
  | { type: 'session'; userId: string | null; tier: Tier; recheck: Recheck }
  | { type: 'run'; update: (run: Run | null) => Run | null }
  | { type: 'problem'; problem: Problem | null }
  | { type: 'askSignUp' };

export function initialGeneratorState({
  userId,
  tier,
}: Pick<GeneratorState, 'userId' | 'tier'>): GeneratorState {
  return { form: INITIAL_FORM, problem: null, run: null, askSignUp: false, userId, tier };
}

export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case 'edit': {
      // A network that does not take the chosen format brings the form back to a single caption.
      const form = withOfferedFormat({ ...state.form, ...action.patch });
      return {
        ...state,
        form,
        askSignUp: false,
        problem: state.problem && action.recheck(form, state.problem),
      };
    }
    case 'use':
      return { ...state, form: mergeIntoForm(state.form, action.input), problem: null };
    case 'session': {
      const { userId, tier } = action;
      // Signing out (or in as someone else) leaves nothing of the previous user on screen.
      if (state.userId && state.userId !== userId)
        return { ...state, form: INITIAL_FORM, problem: null, run: null, userId, tier };
      const problem =
        state.problem && tier !== state.tier ? action.recheck(state.form, state.problem) : state.problem;
      return { ...state, problem, userId, tier };
    }
    case 'run':
      return { ...state, run: action.update(state.run) };
    case 'problem':
      return { ...state, problem: action.problem };
    case 'askSignUp':
      return { ...state, askSignUp: true };
  }
}

/** The caption generator of `/`: its state, what the plan allows, and the user's actions. */
export function useGenerator() {
  const { i18n } = useTranslation();
  const { me, status } = useAuth();
  const queryClient = useQueryClient();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  // Visitors see the free plan's locks: what they prepare is what a new account can send.
  const tier: Tier = me?.tier ?? 'free';
  const userId = me?.id ?? null;
  // The networks' limits; the chips show none while they load or if they cannot be read. A new
  // interface language keeps the last ones until its own arrive.
  const { data: options } = useQuery({ ...optionsQuery(language), placeholderData: keepPreviousData });
  // Until the options are read the server is assumed not to see photos: words are asked for.
  const vision = options?.features.vision ?? false;

  const recheck: Recheck = (form, shown) =>
    controller ? controller.recheck({ form, tier, language, vision }, shown) : shown;
  const [state, dispatch] = useReducer(generatorReducer, { userId, tier }, initialGeneratorState);
  if (state.userId !== userId || state.tier !== tier) dispatch({ type: 'session', userId, tier, recheck });
  const { form, run } = state;

  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const networksRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const signUpRef = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);
  // The run on screen, for a run that starts to restore if it fails.
  const shownRun = useRef(run);
  useEffect(() => {
    shownRun.current = run;
  }, [run]);

  // A visitor's input kept through sign-up, or an example chosen as a start: read once.
  useEffect(() => {
    const draft = takeDraft();
    if (draft) dispatch({ type: 'use', input: draft });
  }, []);
  // What another app shared (`/?share=…`, decision 0054), taken once the session is known.
  const navigate = useNavigate();
  const [offeredLink, setOfferedLink] = useState<string | null>(null);
  const shareTaken = useRef(false);
  useEffect(() => {
    const id = shareIdFrom(window.location.search);
    if (status === 'loading' || !id || shareTaken.current) return;
    shareTaken.current = true;
    void import('./share/take-share').then(({ takeShare }) =>
      takeShare(id, {
        signedIn: status === 'signedIn',
        edit: (patch) => dispatch({ type: 'edit', patch, recheck: (_form, shown) => shown }),
        offerLink: setOfferedLink,
        go: (to) => navigate(to, { replace: true }),
      }),
    );
  }, [status, navigate]);
  // A visitor's input is kept whichever way they go to sign up (or anywhere else) and back.
  useEffect(() => {
    if (status === 'signedOut') saveDraft(form);
  }, [status, form]);
  // A run stops when the user leaves, or when the user on screen signs out or changes.
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (userId) return () => abort.current?.abort();
  }, [userId]);

  // The results may be out of sight when a run starts (below the form on narrow screens, above
  // the button on short ones): bring their top into view, below the sticky header.
  const writingAll = run?.busy === 'all';
  useEffect(() => {
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (writingAll && top !== undefined && (top < STICKY_HEADER_HEIGHT || top > window.innerHeight * 0.6))
      resultsRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [writingAll]);

  const edit = (patch: Partial<GeneratorForm>) => dispatch({ type: 'edit', patch, recheck });
  const context = (plan: Tier = tier): GeneratorContext => ({
    form,
    tier: plan,
    language: form.language ?? language,
    vision,
    queryClient,
    current: () => shownRun.current,
    setRun: (update) => dispatch({ type: 'run', update }),
    setProblem: (problem) => dispatch({ type: 'problem', problem }),
    abort,
    focus: (field) => {
      if (field === 'text') textRef.current?.focus();
      else if (field === 'networks')
        networksRef.current?.querySelector<HTMLInputElement>('input:enabled')?.focus();
    },
  });

  const limits = TIER_LIMITS[tier];
  /** Whether choosing `patch` would break the plan's rule `code` (the shared gate decides). */
  const locks = (patch: Partial<GeneratorForm>, code: GatingCode) =>
    gatingViolations(tier, { ...form, ...patch }).includes(code);

  return {
    form,
    problem: state.problem,
    run,
    askSignUp: state.askSignUp,
    status,
    signedIn: me !== null,
    language,
    vision,
    /** A shared link for the link field to read (decision 0054), or null. */
    offeredLink,
    /** The networks' limits from `GET /api/options` (none until they are read). */
    networkLimits: Object.fromEntries((options?.networks ?? []).map((n) => [n.id, n.limits])),
    limits,
    locks,
    networkLocked: (network: NetworkId) =>
      locks({ networks: [...form.networks, network] }, 'plan_network_limit'),
    /** Whether the plan locks any option (the form then says why, with a link to the plans). */
    anyLock:
      limits.maxNetworks !== null ||
      !limits.longText ||
      limits.maxVariants < MAX_VARIANTS ||
      !limits.emojis ||
      !limits.hashtags,
    networksFull: limits.maxNetworks !== null && form.networks.length >= limits.maxNetworks,
    refs: { form: formRef, text: textRef, networks: networksRef, results: resultsRef, signUp: signUpRef },
    edit,
    toggleNetwork: (network: NetworkId) =>
      edit({
        networks: form.networks.includes(network)
          ? form.networks.filter((n) => n !== network)
          : [...form.networks, network],
      }),
    /** Loads what a signed-in user's first generation needs once they start on the form. */
    prefetch: () => {
      if (status !== 'signedIn') return;
      void loadController();
      void loadResults();
    },
    submit: async (event: FormEvent) => {
      event.preventDefault();
      if (run?.busy) return;
      // Pressed before the session was read (a prerendered page): wait for it rather than ignore it.
      const user = status === 'loading' ? await queryClient.fetchQuery(meQueryOptions).catch(() => null) : me;
      if (!user) {
        saveDraft(form);
        dispatch({ type: 'askSignUp' });
        requestAnimationFrame(() => signUpRef.current?.focus());
        return;
      }
      await (await loadController()).submit(context(user.tier));
    },
    regenerate: async (slot: Slot | null) => {
      if (run) await (await loadController()).start(context(), run.request, slot);
    },
    /** Starts again from a history entry's settings. */
    reuse: (request: HistoryItem['request']) => {
      dispatch({ type: 'use', input: request });
      formRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      textRef.current?.focus({ preventScroll: true });
    },
    /** Keeps the input for after sign-up or sign-in. */
    keepDraft: () => saveDraft(form),
  };
}
