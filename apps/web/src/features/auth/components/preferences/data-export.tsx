import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { downloadMyData } from '#web/features/auth/api/export-data.ts';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { Section } from './section';

/** "Your data": everything the account holds, as one JSON file (LGPD art. 18, GDPR art. 15 and 20). */
export function DataExport() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      await downloadMyData();
    } catch (error) {
      // 429 past five an hour: the server's message says how long to wait.
      toast.error(apiErrorMessage(t, error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Section title={t('account.preferences.exportHeading')} lead={t('account.preferences.exportLead')}>
      <Button
        variant="secondary"
        pending={pending}
        pendingLabel={t('account.preferences.exportPending')}
        onClick={download}
      >
        {t('account.preferences.exportButton')}
      </Button>
    </Section>
  );
}
