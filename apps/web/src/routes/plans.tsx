import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';

export default function PlansPage() {
  const { t } = useTranslation();
  const plans = [
    {
      id: 'free',
      quota: t('pages.plans.freeQuota'),
      features: [
        t('pages.plans.oneNetwork'),
        t('pages.plans.shortOnly'),
        t('pages.plans.variants', { count: 1 }),
      ],
    },
    {
      id: 'profissional',
      quota: t('pages.plans.profissionalQuota'),
      features: [
        t('pages.plans.allNetworks'),
        t('pages.plans.shortAndLong'),
        t('pages.plans.variants', { count: 2 }),
        t('pages.plans.emojisHashtags'),
      ],
      highlight: true,
    },
    {
      id: 'premium',
      quota: t('pages.plans.premiumQuota'),
      features: [
        t('pages.plans.allNetworks'),
        t('pages.plans.shortAndLong'),
        t('pages.plans.variants', { count: 3 }),
        t('pages.plans.emojisHashtags'),
      ],
    },
  ] as const;
  return (
    <PageShell
      title={t('pages.plans.title')}
      heading={t('pages.plans.heading')}
      lead={t('pages.plans.lead')}
      width="wide"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'flex flex-col rounded-2xl border bg-card p-6',
              'highlight' in plan ? 'border-primary shadow-lg shadow-primary/10' : 'border-border',
            )}
          >
            <h2 className="text-xl font-semibold">{t(`pages.plans.${plan.id}`)}</h2>
            <p className="mt-1 text-2xl font-bold">{plan.quota}</p>
            <ul className="mt-6 flex-1 space-y-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-muted-foreground">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <ButtonLink
              to={paths.register}
              className="mt-6"
              variant={'highlight' in plan ? 'primary' : 'secondary'}
            >
              {t('common.createFreeAccount')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
