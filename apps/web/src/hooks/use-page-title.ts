import { formatPageTitle } from '@captia/shared';
import { useEffect } from 'react';

/** Sets "<page> | CaptIA" for the current screen (the bar marks a page's own title, spec §1). */
export function usePageTitle(pageTitle: string) {
  useEffect(() => {
    document.title = formatPageTitle(pageTitle);
  }, [pageTitle]);
}
