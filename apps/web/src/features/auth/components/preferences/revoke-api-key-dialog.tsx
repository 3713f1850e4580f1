import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { ApiKey } from '#web/features/auth/api/api-keys.ts';
import { useTranslation } from '#web/lib/translator.ts';

/** Confirms revoking an API key; "Keep key" is the default. */
export function RevokeApiKeyDialog({
  apiKey,
  pending,
  onConfirm,
  onClose,
}: {
  /** The key to revoke; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  pending: boolean;
  onConfirm: (key: ApiKey) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={t('account.apiKeys.revokeTitle', { name: apiKey?.name ?? '' })}
      text={t('account.apiKeys.revokeText')}
      keepLabel={t('account.apiKeys.keep')}
      confirmLabel={t('account.apiKeys.revokeConfirm')}
      pendingLabel={t('account.apiKeys.revoking')}
      pending={pending}
      onConfirm={() => apiKey && onConfirm(apiKey)}
      onClose={onClose}
    />
  );
}
