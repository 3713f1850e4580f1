import { useLoaderData } from 'react-router';
import { currentLanguage } from '../app/i18n';
import { DocPage } from '../features/content/doc-page';
import { loadDoc } from '../features/content/docs';

/** The text is content/<language>/privacy-policy.md. */
export function loader() {
  return loadDoc(currentLanguage(), 'privacy-policy');
}

export default function PrivacyPolicyPage() {
  return <DocPage screen="privacyPolicy" doc={useLoaderData<typeof loader>()} />;
}
