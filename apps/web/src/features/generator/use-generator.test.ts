import { describe, expect, it, vi } from 'vitest';
import type { Problem, Run } from './controller';
import { INITIAL_FORM } from './form';
import { type GeneratorState, generatorReducer, initialGeneratorState } from './use-generator';

const checked: Problem = { field: 'text', key: 'captions.validation.textRequired', checked: true };
const run = { request: { ...INITIAL_FORM, language: 'en-US' }, cards: [], source: null, busy: null } as Run;

function signedIn(patch: Partial<GeneratorState> = {}): GeneratorState {
  return { ...initialGeneratorState({ userId: 'u1', tier: 'free' }), ...patch };
}

describe('generatorReducer', () => {
  it('re-checks a shown message against the edited form, and stops asking to sign up', () => {
    const recheck = vi.fn(() => null);
    const next = generatorReducer(signedIn({ problem: checked, askSignUp: true }), {
      type: 'edit',
      patch: { text: 'Promo' },
      recheck,
    });
    expect(recheck).toHaveBeenCalledWith({ ...INITIAL_FORM, text: 'Promo' }, checked);
    expect(next).toMatchObject({ problem: null, askSignUp: false, form: { text: 'Promo' } });
  });

  it('lays a draft or a history entry over the form, keeping only what the form can show', () => {
    const next = generatorReducer(signedIn({ problem: checked }), {
      type: 'use',
      input: { networks: ['tiktok', 'myspace'], variants: 9, text: 'Feira' },
    });
    expect(next.form).toMatchObject({ networks: ['tiktok'], variants: 3, text: 'Feira' });
    expect(next.problem).toBeNull();
  });

  it('leaves nothing of the previous user on screen after a sign-out or a change of user', () => {
    const shown = signedIn({ form: { ...INITIAL_FORM, text: 'Segredo' }, run, problem: checked });
    for (const userId of [null, 'u2']) {
      const next = generatorReducer(shown, { type: 'session', userId, tier: 'free', recheck: () => null });
      expect(next).toMatchObject({ form: INITIAL_FORM, run: null, problem: null, userId });
    }
  });

  it('keeps a visitor’s input when they sign in, and re-checks the message for a new plan', () => {
    const visitor = {
      ...signedIn({ problem: checked, run }),
      userId: null,
      form: { ...INITIAL_FORM, text: 'Oi' },
    };
    const recheck = vi.fn(() => null);
    const same = generatorReducer(visitor, { type: 'session', userId: 'u1', tier: 'free', recheck });
    expect(same).toMatchObject({ form: { text: 'Oi' }, run, problem: checked, userId: 'u1' });
    expect(recheck).not.toHaveBeenCalled();
    const upgraded = generatorReducer(same, { type: 'session', userId: 'u1', tier: 'premium', recheck });
    expect(upgraded).toMatchObject({ problem: null, tier: 'premium', form: { text: 'Oi' } });
  });

  it('applies the controller’s run updates', () => {
    const next = generatorReducer(signedIn({ run }), {
      type: 'run',
      update: (r) => r && { ...r, busy: 'all' },
    });
    expect(next.run?.busy).toBe('all');
  });
});
