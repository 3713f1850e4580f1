import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { docSections, TableOfContents } from '../features/content/doc-page';
import { loadDoc } from '../features/content/docs';
import { Markdown } from '../features/content/markdown-view';
import { withOrigin } from '../features/content/origin';
import { ApiReferenceSection, REFERENCE_ID } from '../features/developers/api-reference-section';
import { useHydrated } from '../hooks/use-hydrated';
import { currentLanguage } from '../lib/i18n';

/** The guide is content/<language>/developers.md; the reference under it comes from /api/openapi.json. */
export function loader() {
  return loadDoc(currentLanguage(), 'developers');
}

export default function DevelopersPage() {
  const { t } = useTranslation();
  const doc = useLoaderData<typeof loader>();
  // The prerendered page is built before anyone knows its address: the examples show a
  // placeholder host there, and this site's own address once the browser has the page.
  const hydrated = useHydrated();
  const blocks = useMemo(
    () => (hydrated ? withOrigin(doc.blocks, window.location.origin) : doc.blocks),
    [hydrated, doc.blocks],
  );
  const sections = [
    ...docSections(doc),
    { id: REFERENCE_ID, label: t('pages.developers.reference.heading') },
  ];
  return (
    <PageShell
      width="wide"
      title={t('pages.developers.title')}
      heading={doc.meta.title}
      lead={t('pages.developers.lead')}
      description={doc.meta.description}
    >
      <div className="max-w-3xl">
        <TableOfContents entries={sections} />
        <Markdown blocks={blocks} />
      </div>
      <ApiReferenceSection />
    </PageShell>
  );
}
