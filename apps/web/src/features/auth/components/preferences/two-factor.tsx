import {
  TwoFactorConfirmFormSchema,
  TwoFactorDisableFormSchema,
  TwoFactorPasswordFormSchema,
} from '@captia/shared';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateBackupCodes,
  useVerifyTotp,
} from '#web/features/auth/api/two-factor.ts';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { fieldForErrorCode } from '#web/features/auth/lib/validation.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import type { Me } from '#web/lib/session/types.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { Section } from './section';

/** The base32 secret of an otpauth:// URI, in groups of four for typing it into an app. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** The URI as a QR code (an SVG data URL); the library loads only when someone sets it up. */
function useQrCode(uri: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return src;
}

/** Where a password-and-code form's server error belongs. */
function errorField(error: unknown): 'password' | 'code' | null {
  if (!isApiError(error)) return null;
  if (error.code.startsWith('two_factor_')) return 'code';
  return fieldForErrorCode(error.code) === 'current' ? 'password' : null;
}

/** Ten backup codes, shown once: each signs in once when the phone is not at hand. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('account.twoFactor.codesCopied'));
    } catch {
      toast.error(t('account.apiKeys.copyFailed'));
    }
  };
  return (
    <div
      data-testid="backup-codes"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
    >
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold outline-none">
        {t('account.twoFactor.codesTitle')}
      </h3>
      <p className="mt-1 text-sm">{t('account.twoFactor.codesNote')}</p>
      <ul aria-labelledby={titleId} className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('account.twoFactor.copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('account.twoFactor.codesDone')}</Button>
      </div>
    </div>
  );
}

/** Step 2 of turning it on: the QR code (or the secret), then a first code from the app. */
function Setup({
  uri,
  onConfirmed,
  onCancel,
}: {
  uri: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const qr = useQrCode(uri);
  const form = useAccountForm(TwoFactorConfirmFormSchema, { code: '' });
  const verify = useVerifyTotp();
  const secretId = useId();
  const { refresh } = useAuth();

  useEffect(() => {
    form.setFocus('code');
  }, [form.setFocus]);

  const onSubmit = form.submit(async ({ code }) => {
    try {
      await verify.mutateAsync({ code });
      await refresh();
      toast.success(t('account.twoFactor.enabled'));
      onConfirmed();
    } catch (error) {
      form.serverError('code', apiErrorMessage(t, error));
    }
  });

  return (
    <div className="space-y-4" data-testid="two-factor-setup">
      <p className="text-sm">{t('account.twoFactor.scan')}</p>
      {qr && (
        <img
          src={qr}
          alt={t('account.twoFactor.qrAlt')}
          width={192}
          height={192}
          className="rounded-lg bg-white p-2"
        />
      )}
      <div>
        <label htmlFor={secretId} className="block text-sm font-medium">
          {t('account.twoFactor.secret')}
        </label>
        <input
          id={secretId}
          readOnly
          value={secretOf(uri)}
          spellCheck={false}
          autoComplete="off"
          data-testid="two-factor-secret"
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClasses, 'mt-1.5 w-full font-mono text-sm')}
        />
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">{t('account.twoFactor.showUri')}</summary>
          <code className="mt-1 block break-all text-xs">{uri}</code>
        </details>
      </div>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          form={form}
          name="code"
          label={t('account.twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          required
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={verify.isPending} pendingLabel={t('account.twoFactor.verifying')}>
            {t('account.twoFactor.turnOn')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('account.preferences.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Off: the password starts the setup. */
function Start({ onStarted }: { onStarted: (uri: string, codes: string[]) => void }) {
  const { t } = useTranslation();
  const form = useAccountForm(TwoFactorPasswordFormSchema, { password: '' });
  const enable = useEnableTwoFactor();
  const onSubmit = form.submit(async ({ password }) => {
    try {
      const { totpURI, backupCodes } = await enable.mutateAsync(password);
      onStarted(totpURI, backupCodes);
    } catch (error) {
      const message = apiErrorMessage(t, error);
      if (errorField(error) === 'password') form.serverError('password', message);
      else form.setFailure(message);
    }
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        form={form}
        name="password"
        label={t('account.twoFactor.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {form.failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {form.failure}
        </p>
      )}
      <Button type="submit" pending={enable.isPending} pendingLabel={t('account.preferences.saving')}>
        {t('account.twoFactor.setUp')}
      </Button>
    </form>
  );
}

/** On: new backup codes (password), or off (password and a code). */
function Manage({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const regenerateForm = useAccountForm(TwoFactorPasswordFormSchema, { password: '' });
  const disableForm = useAccountForm(TwoFactorDisableFormSchema, { password: '', code: '' });
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();

  const onRegenerate = regenerateForm.submit(async ({ password }) => {
    try {
      const { backupCodes } = await regenerate.mutateAsync(password);
      regenerateForm.reset();
      onCodes(backupCodes);
    } catch (error) {
      regenerateForm.serverError('password', apiErrorMessage(t, error));
    }
  });
  const onDisable = disableForm.submit(async (values) => {
    try {
      await disable.mutateAsync(values);
      await refresh();
      toast.success(t('account.twoFactor.disabled'));
    } catch (error) {
      const message = apiErrorMessage(t, error);
      disableForm.serverError(errorField(error) ?? 'code', message);
    }
  });

  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 font-medium" data-testid="two-factor-on">
        <ShieldCheck className="size-5 text-emerald-600" aria-hidden="true" />
        {t('account.twoFactor.on')}
      </p>
      <form ref={regenerateForm.formRef} noValidate onSubmit={onRegenerate} className="space-y-4">
        <h3 className="font-medium">{t('account.twoFactor.regenerateTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('account.twoFactor.regenerateLead')}</p>
        <FormField
          form={regenerateForm}
          name="password"
          label={t('account.twoFactor.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <Button
          type="submit"
          variant="secondary"
          pending={regenerate.isPending}
          pendingLabel={t('account.preferences.saving')}
        >
          {t('account.twoFactor.regenerate')}
        </Button>
      </form>
      <form ref={disableForm.formRef} noValidate onSubmit={onDisable} className="space-y-4">
        <h3 className="font-medium">{t('account.twoFactor.disableTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('account.twoFactor.disableLead')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            form={disableForm}
            name="password"
            label={t('account.twoFactor.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <FormField
            form={disableForm}
            name="code"
            label={t('account.twoFactor.codeOrBackup')}
            autoComplete="one-time-code"
            spellCheck={false}
            required
          />
        </div>
        <Button
          type="submit"
          variant="danger"
          pending={disable.isPending}
          pendingLabel={t('account.preferences.saving')}
        >
          {t('account.twoFactor.turnOff')}
        </Button>
      </form>
    </div>
  );
}

/**
 * Preferences → Two-factor authentication (decision 0038): an authenticator app's code after the
 * password, backup codes for when the phone is lost. The secret and the codes are shown once.
 */
export function TwoFactor({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ uri: string; codes: string[] } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  let body: ReactNode;
  if (codes) body = <BackupCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <Setup
        uri={setup.uri}
        onConfirmed={() => {
          setCodes(setup.codes);
          setSetup(null);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  else if (me.twoFactorEnabled) body = <Manage onCodes={setCodes} />;
  else body = <Start onStarted={(uri, backupCodes) => setSetup({ uri, codes: backupCodes })} />;

  return (
    <Section title={t('account.twoFactor.title')} lead={t('account.twoFactor.lead')}>
      {body}
    </Section>
  );
}
