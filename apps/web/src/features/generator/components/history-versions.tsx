import { isLanguage, isNetworkId, STYLE_IDS } from '@captia/shared';
import { History as HistoryIcon } from 'lucide-react';
import { formatDateTime } from '#web/lib/format.ts';
import { type TFunction, useTranslation } from '#web/lib/translator.ts';
import type { HistoryItem } from '../api/get-history';
import { CopyButtons } from './copy-buttons';
import { HistoryPublication } from './history-publication';

type Version = HistoryItem['versions'][number];

/** What a version's rework did, in words (its stored request read defensively, like an entry's). */
function describeVersion(t: TFunction, request: Version['request']) {
  const { action, network, targetNetwork, style, language } = request;
  const networkName = (value: unknown) => (isNetworkId(value) ? t(`captions.networks.${value}`) : '');
  switch (action) {
    case 'shorter':
    case 'longer':
    case 'thread':
    case 'join':
      return t(`generator.history.version.${action}`);
    case 'fit':
      return t('generator.history.version.fit', { network: networkName(network) });
    case 'adapt':
      return t('generator.history.version.adapt', { network: networkName(targetNetwork) });
    case 'restyle':
      return (STYLE_IDS as readonly unknown[]).includes(style)
        ? t('generator.history.version.restyle', { style: t(`captions.styles.${style}`) })
        : t('generator.history.version.changed');
    case 'translate':
      return isLanguage(language)
        ? t('generator.history.version.translate', { language: t(`captions.languages.${language}`) })
        : t('generator.history.version.changed');
    default:
      return t('generator.history.version.changed');
  }
}

/** An entry's reworks, oldest first, behind a disclosure: what each did, when, and its text to copy. */
export function HistoryVersions({ versions }: { versions: Version[] }) {
  const { t, i18n } = useTranslation();
  if (versions.length === 0) return null;
  return (
    <details data-testid="history-versions" className="group mt-3">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <HistoryIcon className="size-3.5" aria-hidden="true" />
        {t('generator.history.versions', { count: versions.length })}
      </summary>
      <ol className="mt-2 space-y-2 border-l-2 border-border pl-3">
        {versions.map((version) => {
          const language = isLanguage(version.request.language) ? version.request.language : undefined;
          return (
            <li key={version.id} data-testid="history-version" className="text-sm">
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{describeVersion(t, version.request)}</span>
                {' · '}
                <time dateTime={version.createdAt}>{formatDateTime(version.createdAt, i18n.language)}</time>
              </p>
              {version.captions.map((caption) => (
                <div key={`${caption.network}:${caption.variant}`} className="mt-1">
                  <div className="flex items-start gap-2">
                    <p
                      lang={version.request.action === 'translate' ? language : undefined}
                      className="min-w-0 flex-1 whitespace-pre-wrap break-words"
                    >
                      <span className="mr-1.5 text-xs font-semibold text-muted-foreground">
                        {t(`captions.networks.${caption.network}`)}
                      </span>
                      {caption.text}
                    </p>
                    <CopyButtons text={caption.text} network={caption.network} disabled={false} compact />
                  </div>
                  {caption.publication && (
                    <HistoryPublication publication={caption.publication} createdAt={version.createdAt} />
                  )}
                </div>
              ))}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
