import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/layout/page-shell';
import { paths } from '../config/paths';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('pages.register.title')}
      heading={t('pages.register.heading')}
      lead={t('pages.register.lead')}
    >
      <p className="text-muted-foreground">
        {t('pages.register.haveAccount')}{' '}
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('common.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
