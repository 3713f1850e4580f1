import { Languages, Share2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageShellTitle } from '../components/layout/page-title';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/components/auth-provider';
import { Generator } from '../features/generator/generator';

export default function HomePage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const features = [
    { icon: Share2, title: t('pages.home.featureNetworksTitle'), text: t('pages.home.featureNetworksText') },
    { icon: Sparkles, title: t('pages.home.featureToneTitle'), text: t('pages.home.featureToneText') },
    {
      icon: Languages,
      title: t('pages.home.featureLanguagesTitle'),
      text: t('pages.home.featureLanguagesText'),
    },
  ];
  return (
    <>
      <PageShellTitle title={t('pages.home.title')} />
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.18),transparent_60%)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('pages.home.heading')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">
            {t('pages.home.lead')}
          </p>
          {status === 'signedOut' && (
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <ButtonLink to={paths.register} className="px-6 py-3 text-base">
                {t('common.createFreeAccount')}
              </ButtonLink>
              <ButtonLink to={paths.plans} variant="secondary" className="px-6 py-3 text-base">
                {t('common.seePlans')}
              </ButtonLink>
            </div>
          )}
          {status === 'signedOut' && (
            <p className="mt-4 text-sm text-muted-foreground">{t('pages.home.freeNote')}</p>
          )}
        </div>
      </section>
      <Generator />
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-border bg-card p-6">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </div>
        ))}
      </section>
    </>
  );
}
