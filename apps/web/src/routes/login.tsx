import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/layout/page-shell';
import { paths } from '../config/paths';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.login.title')} heading={t('pages.login.heading')} lead={t('pages.login.lead')}>
      <p>
        <Link to={paths.forgotPassword} className="text-primary underline-offset-4 hover:underline">
          {t('pages.login.forgot')}
        </Link>
      </p>
      <p className="text-muted-foreground">
        {t('pages.login.noAccount')}{' '}
        <Link to={paths.register} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('common.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
