import { NETWORK_PREVIEWS, type NetworkId, previewCaption } from '@captia/shared';
import { useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';

function initial(name: string) {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/**
 * The decentralised networks show a handle with its server beside the name (`@ana.bsky.social`,
 * `@ana@mastodon.social`): an example one, made from the name.
 */
function handle(network: NetworkId, name: string): string | null {
  if (network !== 'bluesky' && network !== 'mastodon') return null;
  const slug =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20) || 'you';
  return network === 'bluesky' ? `@${slug}.bsky.social` : `@${slug}@mastodon.social`;
}

/**
 * The caption as the network's feed shows it: a small post with the account, the text cut at
 * the network's fold and its "more" link, which opens the rest as it does in the feed. X,
 * Threads, Bluesky and Mastodon show the whole post, with the length as they count it. Lazy: it loads the exact
 * counting (twitter-text) with the first preview.
 */
export default function NetworkPreview({
  network,
  text,
  language,
  name,
  count,
}: {
  network: NetworkId;
  text: string;
  language: string | undefined;
  /** The account shown: the user's name (or the brand's). */
  name: string;
  /** The server's count when the caption is final, with the unit in words. */
  count: { length?: number | undefined; limit?: number | undefined; unit: string };
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const preview = previewCaption(network, text);
  const folded = preview.folded && !open;
  const more = t(`generator.preview.more.${network}`, { defaultValue: preview.more ?? '' });
  const fold = NETWORK_PREVIEWS[network].foldAfter;
  const inline = network === 'instagram' || network === 'tiktok';
  const account = <span className="font-semibold text-foreground">{name}</span>;

  return (
    <figure
      data-testid="caption-preview"
      data-network={network}
      className="mt-3 rounded-xl border border-border bg-background p-3 text-sm shadow-xs"
    >
      <figcaption className="mb-2 text-xs font-medium text-muted-foreground">
        {t('generator.preview.label', { network: t(`captions.networks.${network}`) })}
      </figcaption>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initial(name)}
        </span>
        <span className="min-w-0 truncate">
          {account}
          {handle(network, name) && (
            <span data-testid="caption-preview-handle" className="ml-1 text-muted-foreground">
              {handle(network, name)}
            </span>
          )}
        </span>
      </div>
      <p
        lang={language}
        data-testid="caption-preview-text"
        className={cn(
          'mt-2 whitespace-pre-wrap break-words leading-relaxed',
          network === 'x' && 'text-[0.95rem]',
        )}
      >
        {inline && <>{account} </>}
        {folded ? preview.visible : text}
        {folded && (
          <>
            {' '}
            <button
              type="button"
              aria-expanded={false}
              onClick={() => setOpen(true)}
              className="rounded-sm font-medium text-muted-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {more}
            </button>
          </>
        )}
      </p>
      <p className="mt-2 text-xs text-muted-foreground">
        {fold !== null && preview.more
          ? t('generator.preview.folds', { count: fold, more })
          : t('generator.preview.full')}
        {fold === null && (
          <span data-testid="caption-preview-count" className="ml-1 tabular-nums">
            {t('generator.results.count', {
              length: formatNumber(count.length ?? preview.length, i18n.language),
              limit: formatNumber(count.limit ?? preview.limit, i18n.language),
              unit: count.unit,
            }).trim()}
          </span>
        )}
      </p>
    </figure>
  );
}
