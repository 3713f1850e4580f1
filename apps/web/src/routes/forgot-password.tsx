import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/layout/page-shell';
import { paths } from '../config/paths';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('pages.forgotPassword.title')}
      heading={t('pages.forgotPassword.heading')}
      lead={t('pages.forgotPassword.lead')}
    >
      <p>
        <Link to={paths.login} className="text-primary underline-offset-4 hover:underline">
          {t('common.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
