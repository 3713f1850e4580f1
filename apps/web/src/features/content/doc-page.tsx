import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { splitSections } from './markdown';
import { Inlines, Markdown } from './markdown-view';
import type { ContentDoc } from './types';

/** A long document (guide, policy, terms): title from its file, a table of contents, then the text. */
export function DocPage({
  screen,
  doc,
}: {
  screen: 'seoInstructions' | 'privacyPolicy' | 'termsOfService';
  doc: ContentDoc;
}) {
  const { t } = useTranslation();
  const { sections } = splitSections(doc.blocks);
  return (
    <PageShell
      title={t(`pages.${screen}.title`)}
      heading={doc.meta.title}
      lead={t(`pages.${screen}.lead`)}
      description={doc.meta.description}
    >
      {sections.length > 2 && (
        <nav
          aria-labelledby="toc-heading"
          className="mb-10 rounded-2xl border border-border bg-muted/40 px-5 py-4 text-sm"
        >
          <h2 id="toc-heading" className="mb-2 font-semibold">
            {t('content.onThisPage')}
          </h2>
          <ol className="grid list-decimal gap-x-8 gap-y-1.5 pl-5 marker:text-muted-foreground sm:grid-cols-2">
            {sections.map(({ heading }) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  <Inlines nodes={heading.c} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Markdown blocks={doc.blocks} />
    </PageShell>
  );
}
