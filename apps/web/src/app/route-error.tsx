import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { buttonClasses } from '../components/ui/button-link';

/** The generic screen for a route that fails unexpectedly (docs/product.md, Screens and routes). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    // Kept in the console for support; the user sees a plain message.
    console.warn('Route failed', error);
  }, [error]);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-semibold">{t('errors.unexpected')}</h1>
      <p className="text-muted-foreground">{t('errors.unexpectedText')}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          {t('common.backHome')}
        </a>
      </div>
    </div>
  );
}
