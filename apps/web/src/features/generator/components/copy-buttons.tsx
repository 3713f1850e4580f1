import type { NetworkId } from '@captia/shared';
import { ChevronDown, Copy } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { copyText, loadCaptionTools, mayHaveHashtags } from '../copy';

const menuClasses =
  'z-50 min-w-44 max-w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-1.5 text-foreground shadow-lg';
const itemClasses =
  'flex w-full cursor-default items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none select-none data-[highlighted]:bg-muted';

/**
 * Copy the caption; with hashtags in it, a menu beside it: copy without them, and on Instagram
 * the hashtags alone (many accounts post them as the first comment).
 */
export function CopyButtons({
  text,
  network,
  disabled,
  compact = false,
}: {
  text: string;
  network: NetworkId;
  disabled: boolean;
  /** An icon button (the history's rows) rather than a labelled one. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const tags = mayHaveHashtags(text);
  const size = compact ? 'p-1.5' : 'px-3 py-1.5 text-xs';
  return (
    <div className="inline-flex">
      <button
        type="button"
        className={buttonClasses(
          compact ? 'ghost' : 'secondary',
          cn(size, compact && 'text-muted-foreground', tags && 'rounded-r-none'),
        )}
        disabled={disabled}
        aria-label={compact ? t('generator.results.copy') : undefined}
        title={compact ? t('generator.results.copy') : undefined}
        onClick={() => void copyText(text)}
      >
        <Copy className="size-3.5" aria-hidden="true" />
        {!compact && t('generator.results.copy')}
      </button>
      {tags && (
        <DropdownMenu.Root modal={false} onOpenChange={(open) => open && void loadCaptionTools()}>
          <DropdownMenu.Trigger
            className={buttonClasses(
              compact ? 'ghost' : 'secondary',
              cn(
                'rounded-l-none px-1.5',
                compact ? 'py-1.5 text-muted-foreground' : 'border-l-0 py-1.5 text-xs',
              ),
            )}
            disabled={disabled}
            aria-label={t('generator.copy.options')}
            title={t('generator.copy.options')}
            onPointerEnter={() => void loadCaptionTools()}
          >
            <ChevronDown className="size-3.5" aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuClasses}>
              <DropdownMenu.Item className={itemClasses} onSelect={() => void copyText(text)}>
                {t('generator.copy.caption')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={itemClasses}
                onSelect={async () => {
                  const { withoutHashtags } = await loadCaptionTools();
                  await copyText(withoutHashtags(text), 'generator.copy.copiedWithoutHashtags');
                }}
              >
                {t('generator.copy.withoutHashtags')}
              </DropdownMenu.Item>
              {network === 'instagram' && (
                <DropdownMenu.Item
                  className={itemClasses}
                  onSelect={async () => {
                    const { hashtagsOf } = await loadCaptionTools();
                    await copyText(hashtagsOf(text), 'generator.copy.hashtagsCopied');
                  }}
                >
                  {t('generator.copy.hashtags')}
                </DropdownMenu.Item>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </div>
  );
}
