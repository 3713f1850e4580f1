import type { ReactNode } from 'react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { splitSections } from './markdown';
import { Inlines, Markdown } from './markdown-view';
import type { ContentDoc } from './types';

/** The "On this page" box: a link to each section of a long page. */
export function TableOfContents({ entries }: { entries: readonly { id: string; label: ReactNode }[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby="toc-heading"
      className="mb-10 rounded-2xl border border-border bg-muted/40 px-5 py-4 text-sm"
    >
      <h2 id="toc-heading" className="mb-2 font-semibold">
        {t('content.onThisPage')}
      </h2>
      <ol className="grid list-decimal gap-x-8 gap-y-1.5 pl-5 marker:text-muted-foreground sm:grid-cols-2">
        {entries.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              {label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The table of contents entries of a document: its `##` headings. */
export function docSections(doc: ContentDoc): { id: string; label: ReactNode }[] {
  return splitSections(doc.blocks).sections.map(({ heading }) => ({
    id: heading.id,
    label: <Inlines nodes={heading.c} />,
  }));
}

/** A long document (guide, policy, terms): title from its file, a table of contents, then the text. */
export function DocPage({
  screen,
  doc,
}: {
  screen: 'seoInstructions' | 'privacyPolicy' | 'termsOfService';
  doc: ContentDoc;
}) {
  const { t } = useTranslation();
  const sections = docSections(doc);
  return (
    <PageShell
      title={t(`pages.${screen}.title`)}
      heading={doc.meta.title}
      lead={t(`pages.${screen}.lead`)}
      description={doc.meta.description}
    >
      {sections.length > 2 && <TableOfContents entries={sections} />}
      <Markdown blocks={doc.blocks} />
    </PageShell>
  );
}
