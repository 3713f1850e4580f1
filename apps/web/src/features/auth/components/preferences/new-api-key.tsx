import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import type { CreatedApiKey } from '#web/features/auth/api/api-keys.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';

/**
 * The secret of a key just created: the only time anyone sees it (the server keeps a hash).
 * The focus lands on it, selected, so a keyboard user can copy it at once; "Done" forgets it.
 */
export function NewApiKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const titleId = useId();
  const noteId = useId();

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success(t('account.apiKeys.copied'));
    } catch {
      toast.error(t('account.apiKeys.copyFailed'));
      fieldRef.current?.select();
    }
  };

  return (
    <div
      data-testid="new-api-key"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 shrink-0" aria-hidden="true" />
        {t('account.apiKeys.createdTitle', { name: created.name })}
      </p>
      <p id={noteId} className="mt-1 text-sm">
        {t('account.apiKeys.secretNote')}
      </p>
      <label htmlFor={fieldId} className="mt-3 block text-sm font-medium">
        {t('account.apiKeys.secret')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          ref={fieldRef}
          id={fieldId}
          readOnly
          value={created.key}
          aria-describedby={`${titleId} ${noteId}`}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClasses, 'flex-1 font-mono text-sm')}
        />
        <Button onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('account.apiKeys.copy')}
        </Button>
      </div>
      <Button variant="secondary" className="mt-3" onClick={onDone}>
        {t('account.apiKeys.done')}
      </Button>
    </div>
  );
}
