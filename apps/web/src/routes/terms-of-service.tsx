import { useLoaderData } from 'react-router';
import { DocPage } from '../features/content/doc-page';
import { loadDoc } from '../features/content/docs';
import { currentLanguage } from '../lib/i18n';

/** The text is content/<language>/terms-of-service.md. */
export function loader() {
  return loadDoc(currentLanguage(), 'terms-of-service');
}

export default function TermsOfServicePage() {
  return <DocPage screen="termsOfService" doc={useLoaderData<typeof loader>()} />;
}
