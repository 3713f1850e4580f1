import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { LogoMark } from './logo';

export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: paths.privacyPolicy, label: t('footer.privacy') },
    { to: paths.termsOfService, label: t('footer.terms') },
    { to: paths.sitemap, label: t('footer.sitemap') },
    { to: paths.seoInstructions, label: t('footer.seo') },
    { to: paths.faq, label: t('footer.faq') },
    { to: paths.blog, label: t('footer.blog') },
    { to: paths.developers, label: t('footer.developers') },
  ];
  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <div className="space-y-2">
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" />
            CaptIA
          </div>
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('common.footerNavigation')}>
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* A page prerendered last year keeps its year until the next build: no hydration error. */}
      <p
        className="border-t border-border py-4 text-center text-xs text-muted-foreground"
        suppressHydrationWarning
      >
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
