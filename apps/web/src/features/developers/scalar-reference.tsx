import { createApiReference } from '@scalar/api-reference';
import '@scalar/api-reference/style.css';
import { useEffect, useRef } from 'react';

/*
 * Scalar's colours, fonts and offsets taken from the app's own theme (styles.css), so the
 * reference reads as part of the page. Scalar switches its palette with a class on <body>.
 */
const CUSTOM_CSS = `
.captia-api-reference {
  --scalar-custom-header-height: 4.0625rem;
  --scalar-font: var(--font-sans);
  --scalar-radius: 0.5rem;
  --scalar-radius-lg: 0.75rem;
  --scalar-radius-xl: 1rem;
}
.light-mode .captia-api-reference, .dark-mode .captia-api-reference {
  --scalar-background-1: var(--background);
  --scalar-background-2: var(--muted);
  --scalar-background-3: var(--border);
  --scalar-color-1: var(--foreground);
  --scalar-color-2: var(--muted-foreground);
  --scalar-color-3: var(--muted-foreground);
  --scalar-color-accent: var(--primary);
  --scalar-border-color: var(--border);
  --scalar-sidebar-background-1: var(--background);
  --scalar-sidebar-color-1: var(--foreground);
  --scalar-sidebar-color-2: var(--muted-foreground);
  --scalar-sidebar-color-active: var(--primary);
  --scalar-sidebar-item-active-background: var(--muted);
  --scalar-sidebar-border-color: var(--border);
  --scalar-sidebar-search-color: var(--muted-foreground);
}
/* On a phone, an operation's code sample (a curl line) could stand out past the screen while
   Scalar lays it out, and the whole page then scrolled sideways: the reference never overflows
   its column (clip, not a scroll box, so Scalar's sticky parts still stick), and its code scrolls
   inside its own block. */
.captia-api-reference {
  max-width: 100%;
  overflow-x: clip;
}
.captia-api-reference pre {
  max-width: 100%;
  overflow-x: auto;
}
/* Scalar's small controls (the auth type picker, the client list's "More") are 16 to 21 px: at
   least 24 × 24 px to touch (WCAG 2.2, 2.5.8), as every control of the site. */
.captia-api-reference button, .captia-api-reference [role="button"] {
  min-height: 1.5rem;
  min-width: 1.5rem;
}
/* Scalar's method colours are too light for small text on white (axe colour contrast): darker. */
.light-mode .captia-api-reference {
  --scalar-color-green: #15803d;
  --scalar-color-blue: #1d4ed8;
  --scalar-color-red: #b91c1c;
  --scalar-color-orange: #c2410c;
  --scalar-color-yellow: #a16207;
  --scalar-color-purple: #7e22ce;
}
.dark-mode .captia-api-reference {
  --scalar-color-green: #4ade80;
  --scalar-color-blue: #60a5fa;
  --scalar-color-red: #f87171;
  --scalar-color-orange: #fb923c;
  --scalar-color-yellow: #facc15;
  --scalar-color-purple: #c084fc;
}
`;

/** Scalar's palette follows one class on <body>; the site's theme sets it while the reference is shown. */
function applyColorMode(dark: boolean) {
  window.document.body.classList.toggle('dark-mode', dark);
  window.document.body.classList.toggle('light-mode', !dark);
}

/**
 * Scalar's API reference (a Vue app) mounted into a React-owned element, once per document.
 * A change of theme re-colours it in place: mounting it again (as this page once did) lost the
 * expanded operations now and then — a remounted reference could come back with its tags folded.
 */
export default function ScalarReference({ document, dark }: { document: object; dark: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  // The theme when the reference mounts, read without making the mount depend on it.
  const currentDark = useRef(dark);
  currentDark.current = dark;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = createApiReference(element, {
      // A copy: the renderer may annotate the object it is given, and the query cache keeps the original.
      content: structuredClone(document),
      // The examples call this site, wherever it is deployed.
      servers: [{ url: window.location.origin }],
      layout: 'modern',
      theme: 'default',
      customCss: CUSTOM_CSS,
      // Scalar reads this once; later changes go through applyColorMode below. With it set, Scalar
      // neither reads its own saved choice nor follows the system's preference.
      forceDarkModeState: currentDark.current ? 'dark' : 'light',
      hideDarkModeToggle: true,
      // No request to fonts.scalar.com (the CSP allows fonts from this site only).
      withDefaultFonts: false,
      // The "test request" client would need a key typed into a web page: the guide says not to.
      hideClientButton: true,
      hideTestRequestButton: true,
      documentDownloadType: 'none',
      // Scalar's AI chat is on for local addresses unless told otherwise, and calls scalar.com.
      agent: { disabled: true },
      showDeveloperTools: 'never',
      telemetry: false,
      persistAuth: false,
      defaultOpenAllTags: true,
    });
    // Scalar titles the reference with an <h1>. Under the page's own h1 it is a section: level 2
    // for assistive technology (one h1 a page, a true outline), kept as Scalar re-renders.
    const demote = () => {
      for (const heading of element.querySelectorAll('h1:not([aria-level])'))
        heading.setAttribute('aria-level', '2');
    };
    demote();
    const headings = new MutationObserver(demote);
    headings.observe(element, { childList: true, subtree: true });
    return () => {
      headings.disconnect();
      instance.destroy();
      window.document.body.classList.remove('light-mode', 'dark-mode');
    };
  }, [document]);
  useEffect(() => applyColorMode(dark), [dark]);
  return <div ref={container} className="captia-api-reference" data-testid="api-reference" />;
}
