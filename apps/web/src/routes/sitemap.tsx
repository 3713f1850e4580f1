import { BLOG_SLUGS } from '@captia/shared';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { paths } from '../config/paths';

export default function SitemapPage() {
  const { t } = useTranslation();
  const groups = [
    {
      heading: t('pages.sitemap.pages'),
      links: [
        { to: paths.home, label: t('common.home') },
        { to: paths.plans, label: t('pages.plans.title') },
        { to: paths.examples, label: t('pages.examples.title') },
        { to: paths.faq, label: t('pages.faq.title') },
        { to: paths.blog, label: t('pages.blog.title') },
        { to: paths.seoInstructions, label: t('pages.seoInstructions.title') },
        { to: paths.developers, label: t('pages.developers.title') },
        { to: paths.login, label: t('pages.login.title') },
        { to: paths.register, label: t('pages.register.title') },
      ],
    },
    {
      heading: t('pages.sitemap.articles'),
      links: BLOG_SLUGS.map((slug) => ({
        to: paths.article(slug),
        label: t(`pages.articles.${slug}.title`),
      })),
    },
    {
      heading: t('pages.sitemap.legal'),
      links: [
        { to: paths.privacyPolicy, label: t('pages.privacyPolicy.title') },
        { to: paths.termsOfService, label: t('pages.termsOfService.title') },
      ],
    },
  ];
  return (
    <PageShell
      title={t('pages.sitemap.title')}
      heading={t('pages.sitemap.heading')}
      lead={t('pages.sitemap.lead')}
    >
      <div className="grid gap-8 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.heading}>
            <h2 className="mb-3 text-lg font-semibold">{group.heading}</h2>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
