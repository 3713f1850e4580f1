import type { Me, UsageView } from '@captia/shared';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY } from '#web/lib/session/get-me.ts';
import { HISTORY_KEY } from './api/history-key';
import type { GeneratorContext, Problem, Run } from './controller';
import { INITIAL_FORM } from './form';

const generate = vi.hoisted(() => vi.fn());
vi.mock('./generation', async (original) => ({ ...(await original()), generate }));
vi.mock('sonner', () => ({ toast: { warning: vi.fn(), error: vi.fn() } }));

const { submit } = await import('./controller');

const usage = (current: number): UsageView => ({ current, total: 3, period: 'daily', lastUpdated: 'x' });
const profile = (current: number) => ({ id: 'u1', tier: 'free', usage: usage(current) }) as unknown as Me;

function setup(cached: number, fresh: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, profile(cached));
  // getMe: the session first, then the profile.
  const fetchMe = vi.fn(async (url: string) =>
    url === '/api/auth/get-session'
      ? Response.json({ session: {}, user: {} })
      : Response.json(profile(fresh)),
  );
  vi.stubGlobal('fetch', fetchMe);
  let run: Run | null = null;
  const problems: (Problem | null)[] = [];
  const ctx: GeneratorContext = {
    form: { ...INITIAL_FORM, text: 'Promoção de pão de queijo' },
    tier: 'free',
    language: 'pt-BR',
    queryClient,
    current: () => run,
    setRun: (update) => {
      run = update(run);
    },
    setProblem: (problem) => problems.push(problem),
    focus: vi.fn(),
    abort: { current: null },
  };
  return { ctx, problems, fetchMe, run: () => run };
}

describe('submit', () => {
  beforeEach(() => {
    generate.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses with the daily limit message when a fresh read agrees none are left', async () => {
    const { ctx, problems, fetchMe } = setup(3, 3);
    await submit(ctx);
    expect(fetchMe).toHaveBeenCalledWith('/api/me', expect.anything());
    expect(problems.at(-1)).toEqual({ field: 'form', key: 'errors.api.daily_limit_reached', upgrade: true });
    expect(generate).not.toHaveBeenCalled();
  });

  it('generates when the fresh read says a new day has started', async () => {
    const { ctx, run } = setup(3, 0);
    generate.mockImplementation(async (_request, _slot, handlers) => {
      handlers.onCards(() => [{ network: 'instagram', variant: 1, text: 'Oi', length: 2, limit: 2200 }]);
      return { source: 'basic', captions: [], usage: usage(1) };
    });
    await submit(ctx);
    expect(generate).toHaveBeenCalledOnce();
    expect(generate.mock.calls[0]?.[0]).toMatchObject({
      text: 'Promoção de pão de queijo',
      language: 'pt-BR',
    });
    expect(run()).toMatchObject({ source: 'basic', busy: null, cards: [{ text: 'Oi' }] });
    expect(ctx.queryClient.getQueryData<Me>(ME_QUERY_KEY)?.usage).toEqual(usage(1));
  });

  it('shows the new entry in the history even when its first read was still on the way', async () => {
    const { ctx } = setup(0, 0);
    generate.mockResolvedValue({ source: 'basic', captions: [], usage: usage(1) });
    // The first read left before the generation was saved, and answers after it: empty.
    let answerFirst: (items: string[]) => void = () => {};
    const reads = [
      new Promise<string[]>((resolve) => {
        answerFirst = resolve;
      }),
      Promise.resolve(['new entry']),
    ];
    let calls = 0;
    const observer = new InfiniteQueryObserver(ctx.queryClient, {
      queryKey: [...HISTORY_KEY, ''],
      queryFn: () => reads[calls++] as Promise<string[]>,
      initialPageParam: '',
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await submit(ctx);
    answerFirst([]);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toEqual([['new entry']]));
    unsubscribe();
  });

  it('restores the previous results and shows the server message when a run fails', async () => {
    const { ctx, problems, run } = setup(0, 0);
    generate.mockRejectedValue(new ApiError(429, 'daily_limit_reached', 'Limite diário'));
    await submit(ctx);
    expect(run()).toBeNull();
    expect(problems.at(-1)).toEqual({ field: 'form', text: 'Limite diário', upgrade: true });
  });

  it('stops at the first check: text required, next to its field', async () => {
    const { ctx, problems } = setup(0, 0);
    ctx.form = { ...ctx.form, text: '  ' };
    await submit(ctx);
    expect(problems.at(-1)).toMatchObject({ field: 'text', key: 'captions.validation.textRequired' });
    expect(ctx.focus).toHaveBeenCalledWith('text');
    expect(generate).not.toHaveBeenCalled();
  });
});
