import { assessPassword, type PasswordAssessment } from '@captia/shared';
import { useEffect, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';

const DEBOUNCE_MS = 250;
const BAR_COLOURS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'] as const;

/**
 * The strength meter under a new-password field. The zxcvbn dictionaries (several MB)
 * load on the first keystroke, as their own chunks, never with the page.
 */
export function PasswordStrength({
  id,
  password,
  userInputs = [],
}: {
  id: string;
  password: string;
  userInputs?: string[];
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<PasswordAssessment | null>(null);
  const [checking, setChecking] = useState(false);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setResult(null);
      setChecking(false);
      return;
    }
    let current = true;
    setChecking(true);
    const timer = window.setTimeout(() => {
      assessPassword(password, inputsKey ? inputsKey.split('\n') : [])
        .then((assessment) => {
          if (current) setResult(assessment);
        })
        .catch(() => {
          if (current) setResult(null);
        })
        .finally(() => {
          if (current) setChecking(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password) return <div id={id} />;
  const score = result?.score ?? 0;
  const level = t(`account.strength.level${score}`);
  const advice =
    result?.problem === 'too_short'
      ? t('account.strength.tooShort')
      : result?.problem === 'too_long'
        ? t('account.strength.tooLong')
        : result?.problem === 'too_weak'
          ? t('account.strength.tooWeak')
          : null;
  return (
    <div
      id={id}
      className="space-y-1"
      data-testid="password-strength"
      data-score={result ? score : undefined}
    >
      <div className="grid grid-cols-4 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              result && score >= bar ? BAR_COLOURS[score] : 'bg-muted',
              result && score === 0 && bar === 1 && BAR_COLOURS[0],
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {result && !checking ? t('account.strength.label', { level }) : t('account.strength.checking')}
        {result && !checking && advice && <span className="block text-foreground">{advice}</span>}
      </p>
    </div>
  );
}
