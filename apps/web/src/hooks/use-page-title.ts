import { formatPageTitle } from '@captia/shared';
import { useEffect } from 'react';

/**
 * What the page being prerendered declared about itself (server build only: in the browser
 * `import.meta.env.SSR` is false and this code is dropped). The prerender script reads it
 * to write the <title> and meta description of the static HTML.
 */
export const ssrPageHead: { title?: string; description?: string } = {};

/**
 * Sets "<page> | CaptIA" for the current screen (the bar marks a page's own title: docs/product.md,
 * Languages, titles and theme).
 */
export function usePageTitle(pageTitle: string, description?: string) {
  if (import.meta.env.SSR) {
    ssrPageHead.title = formatPageTitle(pageTitle);
    ssrPageHead.description = description;
  }
  useEffect(() => {
    document.title = formatPageTitle(pageTitle);
  }, [pageTitle]);
}
