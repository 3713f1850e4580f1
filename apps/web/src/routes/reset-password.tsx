import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/layout/page-shell';
import { paths } from '../config/paths';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('pages.resetPassword.title')}
      heading={t('pages.resetPassword.heading')}
      lead={t('pages.resetPassword.lead')}
    >
      <p>
        <Link to={paths.login} className="text-primary underline-offset-4 hover:underline">
          {t('common.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
