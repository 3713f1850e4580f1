import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/layout/page-shell';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';

export default function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('pages.subscriptionSuccess.title')}
      heading={t('pages.subscriptionSuccess.heading')}
      lead={t('pages.subscriptionSuccess.lead')}
    >
      <CircleCheck className="size-10 text-primary" aria-hidden="true" />
      <ButtonLink to={paths.home}>{t('pages.subscriptionSuccess.goToGenerator')}</ButtonLink>
    </AuthCard>
  );
}
