import { MAX_BRIEF_LENGTH } from '@captia/shared';
import { Lock, Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { LengthCount } from '#web/components/form/length-count.tsx';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { Problem } from '../controller';
import { FieldLabel } from './field-label';

/** The parts of the generator's form that only show what they are given. */

function useProblemMessage() {
  const { t } = useTranslation();
  return (problem: Problem) => ('text' in problem ? problem.text : t(problem.key, problem.values));
}

/** A check's message next to its field. */
export function FieldError({ id, problem }: { id: string; problem: Problem }) {
  const message = useProblemMessage();
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
      {message(problem)}
    </p>
  );
}

/** The brief: what the post is about, with its length against the limit and a note on the photo. */
export function BriefField({
  id,
  ref,
  value,
  problem,
  photo,
  onChange,
}: {
  id: (name: string) => string;
  ref: Ref<HTMLTextAreaElement>;
  value: string;
  /** A check's message about the text. */
  problem: Problem | null;
  /** With a photo: whether the server's model sees it (the words are optional), or not. */
  photo: 'seen' | 'unseen' | null;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const length = value.length;
  const photoNote = photo
    ? t(photo === 'seen' ? 'generator.photo.textOptional' : 'generator.photo.textNeeded')
    : null;
  return (
    <div>
      <FieldLabel htmlFor={id('text')} label={t('generator.text')} hint={t('generator.textHint')} />
      <textarea
        ref={ref}
        id={id('text')}
        rows={5}
        value={value}
        placeholder={t('generator.textPlaceholder')}
        aria-invalid={problem !== null || length > MAX_BRIEF_LENGTH || undefined}
        aria-describedby={cn(problem && id('text-error'), id('photo-note'), id('counter')) || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, 'min-h-32 resize-y')}
      />
      <div className="mt-1 flex items-start justify-between gap-3">
        <div className="min-w-0">
          {problem && <FieldError id={id('text-error')} problem={problem} />}
          {/* Empty without a photo: always there, so the field's description never changes
              (a changed one would name client ids next to the prerendered page's). */}
          <p id={id('photo-note')} className="mt-1.5 text-xs text-muted-foreground empty:mt-0">
            {photoNote}
          </p>
        </div>
        <LengthCount
          id={id('counter')}
          length={length}
          max={MAX_BRIEF_LENGTH}
          messageKey="generator.counter"
          className="shrink-0"
        />
      </div>
    </div>
  );
}

/** Why some options are locked, with a link to the plans. */
export function LockedHint({ id, signedIn }: { id: string; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-xs text-muted-foreground">
      <Lock className="mr-1.5 inline size-3 align-[-1px]" aria-hidden="true" />
      {t(signedIn ? 'generator.lockedHint' : 'generator.lockedHintVisitor')}{' '}
      <Link to={paths.plans} className="font-medium text-primary underline underline-offset-2">
        {t('generator.seePlans')}
      </Link>
    </p>
  );
}

/** A message about the whole request, above the generate button; plan refusals link to the plans. */
export function FormAlert({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const message = useProblemMessage();
  return (
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
  );
}

/** A visitor pressed Generate: an account first (their input is kept on the way). */
export function SignUpPrompt({ ref, onLeave }: { ref: Ref<HTMLDivElement>; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-4 outline-none"
    >
      <div>
        <p className="font-semibold">{t('generator.signUpTitle')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('generator.signUpText')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Link to={`${paths.register}?redirect=/`} onClick={onLeave} className={buttonClasses('primary')}>
          {t('common.createFreeAccount')}
        </Link>
        <span className="text-muted-foreground">
          {t('generator.haveAccount')}{' '}
          <Link
            to={paths.login}
            onClick={onLeave}
            className="font-medium text-primary underline underline-offset-2"
          >
            {t('common.signIn')}
          </Link>
        </span>
      </div>
    </div>
  );
}

/** The results' place before a run (or while the results' code loads). */
export function Placeholder({ text }: { text: string }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
      <Sparkles className="size-6 text-primary/70" aria-hidden="true" />
      <p className="max-w-xs">{text}</p>
    </div>
  );
}
