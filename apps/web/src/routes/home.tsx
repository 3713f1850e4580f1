import { useTranslation } from '#web/lib/translator.ts';
import { PageShellTitle } from '../components/layout/page-title';
import { Generator } from '../features/generator/components/generator';

/** `/`: a short introduction, then the generator (and, signed in, the history). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageShellTitle title={t('pages.home.title')} description={t('meta.description')} />
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.16),transparent_65%)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 pt-10 pb-8 text-center sm:pt-12">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('pages.home.heading')}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground text-pretty sm:text-lg">
            {t('pages.home.lead')}
          </p>
        </div>
      </section>
      <Generator />
    </>
  );
}
