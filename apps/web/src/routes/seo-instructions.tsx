import { useLoaderData } from 'react-router';
import { DocPage } from '../features/content/doc-page';
import { loadDoc } from '../features/content/docs';
import { currentLanguage } from '../lib/i18n';

/** The text is content/<language>/seo-instructions.md. */
export function loader() {
  return loadDoc(currentLanguage(), 'seo-instructions');
}

export default function SeoInstructionsPage() {
  return <DocPage screen="seoInstructions" doc={useLoaderData<typeof loader>()} />;
}
