import { useLoaderData } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { Accordion } from '../features/content/accordion';
import { loadDoc } from '../features/content/docs';
import { splitSections } from '../features/content/markdown';
import { Inlines, Markdown } from '../features/content/markdown-view';
import { currentLanguage } from '../lib/i18n';

/** content/<language>/faq.md: each `##` heading is a question, what follows is its answer. */
export function loader() {
  return loadDoc(currentLanguage(), 'faq');
}

export default function FaqPage() {
  const { t } = useTranslation();
  const doc = useLoaderData<typeof loader>();
  const { intro, sections } = splitSections(doc.blocks);
  return (
    <PageShell
      title={t('pages.faq.title')}
      heading={doc.meta.title}
      lead={t('pages.faq.lead')}
      description={doc.meta.description}
    >
      {intro.length > 0 && <Markdown blocks={intro} className="mb-8" />}
      <Accordion
        items={sections.map(({ heading, blocks }) => ({
          id: heading.id,
          title: <Inlines nodes={heading.c} />,
          content: <Markdown blocks={blocks} />,
        }))}
      />
    </PageShell>
  );
}
