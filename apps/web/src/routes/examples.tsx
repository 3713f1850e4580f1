import { NETWORK_IDS, type NetworkId } from '@captia/shared';
import { Copy, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { buttonClasses } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { loadExamples } from '../features/content/docs';
import type { ExampleCaption } from '../features/content/types';
import { saveDraft } from '../features/generator/draft';
import { cn } from '../lib/cn';
import { currentLanguage } from '../lib/i18n';

/** content/<language>/examples.json */
export function loader() {
  return loadExamples(currentLanguage());
}

async function notify(kind: 'success' | 'error', text: string) {
  const { toast } = await import('sonner');
  toast[kind](text);
}

function ExampleCard({ example }: { example: ExampleCaption }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(example.text);
      await notify('success', t('content.examples.copied'));
    } catch {
      await notify('error', t('content.examples.copyFailed'));
    }
  };

  // The generator reads (and clears) this draft when it mounts.
  const startFromExample = () => {
    saveDraft({
      networks: [example.network],
      postType: example.postType,
      style: example.style,
      length: 'short',
      text: example.text,
      language: example.language,
    });
    void navigate(paths.home);
  };

  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-border bg-card p-5"
      aria-labelledby={`${example.id}-network ${example.id}-kind`}
      data-testid="example"
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 id={`${example.id}-network`} className="text-sm font-semibold">
            <span className="inline-block rounded-full bg-primary/10 px-2.5 py-0.5 text-primary">
              {t(`captions.networks.${example.network}`)}
            </span>
          </h2>
          <p id={`${example.id}-kind`} className="mt-2 text-xs text-muted-foreground">
            {t('content.examples.kind', {
              postType: t(`captions.postTypes.${example.postType}`),
              style: t(`captions.styles.${example.style}`),
            })}
          </p>
        </div>
        <button
          type="button"
          className={buttonClasses('secondary', 'shrink-0 px-3 py-1.5 text-xs')}
          onClick={copy}
        >
          <Copy className="size-3.5" aria-hidden="true" />
          {t('content.examples.copy')}
        </button>
      </header>
      <p lang={example.language} className="mt-4 flex-1 whitespace-pre-line text-[0.95rem] leading-relaxed">
        {example.text}
      </p>
      <button
        type="button"
        className="mt-4 inline-flex min-h-6 items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={startFromExample}
      >
        <PenLine className="size-4" aria-hidden="true" />
        {t('content.examples.useAsStart')}
      </button>
    </article>
  );
}

export default function ExamplesPage() {
  const { t } = useTranslation();
  const examples = useLoaderData<typeof loader>();
  const [network, setNetwork] = useState<NetworkId | null>(null);
  const networks = NETWORK_IDS.filter((id) => examples.some((example) => example.network === id));
  const shown = network ? examples.filter((example) => example.network === network) : examples;
  const chip = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1.5 text-sm transition-colors',
      active
        ? 'border-primary bg-primary/10 text-foreground'
        : 'border-border text-muted-foreground hover:bg-muted',
    );
  return (
    <PageShell
      title={t('pages.examples.title')}
      heading={t('pages.examples.heading')}
      lead={t('pages.examples.lead')}
      width="wide"
    >
      <fieldset className="mb-8">
        <legend className="mb-2 text-sm font-medium">{t('content.examples.filter')}</legend>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={network === null}
            className={chip(network === null)}
            onClick={() => setNetwork(null)}
          >
            {t('content.examples.allNetworks')}
          </button>
          {networks.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={network === id}
              className={chip(network === id)}
              onClick={() => setNetwork(id)}
            >
              {t(`captions.networks.${id}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((example) => (
          <li key={example.id}>
            <ExampleCard example={example} />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
