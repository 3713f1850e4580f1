import { useLoaderData } from 'react-router';
import { DocPage } from '../features/content/doc-page';
import { loadDoc } from '../features/content/docs';
import { currentLanguage } from '../lib/i18n';

/** The text is content/<language>/privacy-policy.md. */
export function loader() {
  return loadDoc(currentLanguage(), 'privacy-policy');
}

export default function PrivacyPolicyPage() {
  return <DocPage screen="privacyPolicy" doc={useLoaderData<typeof loader>()} />;
}
