import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useTheme } from '#web/lib/theme.tsx';
import { useTranslation } from '#web/lib/translator.ts';

/** The section's anchor (the guide links to it). */
export const REFERENCE_ID = 'api-reference';
export const OPENAPI_PATH = '/api/openapi.json';

/*
 * The renderer (Scalar, a Vue app, ~1 MB) is its own chunk, fetched only here and only in the
 * browser: no other page pays for it, and the prerendered page needs none of it.
 */
const loadRenderer = () => import('./scalar-reference');
const ScalarReference = lazy(loadRenderer);

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {t('pages.developers.reference.loading')}
    </p>
  );
}

/** "API reference": the OpenAPI document the server describes itself with, rendered at run time. */
export function ApiReferenceSection() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { resolvedTheme } = useTheme();
  const openapi = useQuery({
    queryKey: ['openapi'],
    queryFn: ({ signal }) => apiFetch('GET /api/openapi.json', { signal, reportSessionLoss: false }),
    enabled: hydrated,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The code and the document download side by side rather than one after the other.
  useEffect(() => {
    if (hydrated) void loadRenderer();
  }, [hydrated]);

  return (
    <section aria-labelledby={REFERENCE_ID} className="mt-16 border-t border-border pt-10">
      <div className="mb-6 max-w-3xl">
        <h2 id={REFERENCE_ID} className="text-2xl font-semibold tracking-tight text-balance">
          {t('pages.developers.reference.heading')}
        </h2>
        <p className="mt-3 text-muted-foreground">
          {t('pages.developers.reference.lead')}{' '}
          <a
            href={OPENAPI_PATH}
            className="font-medium text-primary underline underline-offset-4 hover:opacity-80"
          >
            {t('pages.developers.reference.document')}
          </a>
        </p>
      </div>
      {openapi.isError ? (
        <p role="alert" className="rounded-xl border border-border bg-muted/60 px-5 py-4">
          {t('pages.developers.reference.error')}
        </p>
      ) : openapi.data ? (
        <Suspense fallback={<Loading />}>
          <ScalarReference document={openapi.data} dark={resolvedTheme === 'dark'} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}
