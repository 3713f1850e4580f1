import { Eye, Undo2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/translator.ts';

const small = 'px-3 py-1.5 text-xs';

/** "Preview": shows or hides the caption as its network's feed does (the region it controls). */
export function PreviewToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  /** The id of the preview, while it is shown. */
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      className={`${small} aria-pressed:border-primary/60 aria-pressed:bg-primary/10`}
      aria-pressed={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      <Eye className="size-3.5" aria-hidden="true" />
      {t('generator.preview.show')}
    </Button>
  );
}

/** "Undo": the caption's previous version (a rework's, or what was typed before it). */
export function UndoButton({ disabled, onUndo }: { disabled: boolean; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      className={small}
      aria-label={t('generator.rework.undoLabel')}
      disabled={disabled}
      onClick={onUndo}
    >
      <Undo2 className="size-3.5" aria-hidden="true" />
      {t('generator.rework.undo')}
    </Button>
  );
}
