import { usePageTitle } from '../../hooks/use-page-title';

/** For screens with their own layout: sets the document title and renders nothing. */
export function PageShellTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
