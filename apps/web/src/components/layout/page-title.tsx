import { usePageTitle } from '#web/hooks/use-page-title.ts';

/** For screens with their own layout: sets the document title (and, prerendered, the description). */
export function PageShellTitle({ title, description }: { title: string; description?: string }) {
  usePageTitle(title, description);
  return null;
}
