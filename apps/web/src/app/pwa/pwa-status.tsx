import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '#web/components/ui/button.tsx';
import { withFullCatalog } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { hasUpdateWaiting, SKIP_WAITING } from './update';

/**
 * The installed app's two notices, at the foot of the screen (decision 0054): "you are offline"
 * while the browser is (what needs the server says so itself when tried), and "a new version
 * is ready" when a new service worker waits. Loaded by main.tsx only when one of them can show.
 */
function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function useWaitingWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    let registration: ServiceWorkerRegistration | undefined;
    const check = () => {
      if (registration && hasUpdateWaiting(registration, Boolean(container.controller)))
        setWaiting(registration.waiting);
    };
    const found = () => {
      const installing = registration?.installing;
      installing?.addEventListener('statechange', check);
    };
    void container.getRegistration().then((r) => {
      registration = r;
      r?.addEventListener('updatefound', found);
      check();
    });
    return () => registration?.removeEventListener('updatefound', found);
  }, []);
  return waiting;
}

function PwaStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = useWaitingWorker();
  const [later, setLater] = useState(false);
  const [updating, setUpdating] = useState(false);

  const update = () => {
    if (!waiting) return;
    setUpdating(true);
    // The new version controls the page once it has taken over: the page then reloads into it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage(SKIP_WAITING);
  };

  const showUpdate = waiting !== null && !later;
  if (online && !showUpdate) return null;
  return (
    <aside
      aria-label={t('common.appName')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3"
    >
      {!online && (
        <div
          role="status"
          data-testid="offline-state"
          className="pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-xl border border-border bg-card p-3 text-sm text-foreground shadow-lg"
        >
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="min-w-0">
            <strong className="font-semibold">{t('pwa.offline.title')}</strong>{' '}
            <span className="text-muted-foreground">{t('pwa.offline.text')}</span>
          </p>
        </div>
      )}
      {showUpdate && (
        <div
          role="status"
          data-testid="update-prompt"
          className="pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-3 text-sm text-foreground shadow-lg"
        >
          <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
          {/* A basis of its own: on a narrow phone the buttons go to the next line rather than
              squeezing the sentence to a word a line. */}
          <p className="min-w-0 flex-[1_1_12rem]">{t('pwa.update.ready')}</p>
          <div className="ms-auto flex gap-2">
            <Button variant="ghost" className="px-3 py-1.5 text-xs" onClick={() => setLater(true)}>
              {t('pwa.update.later')}
            </Button>
            <Button className="px-3 py-1.5 text-xs" pending={updating} onClick={update}>
              {t('pwa.update.reload')}
            </Button>
          </div>
        </div>
      )}
    </aside>
  );
}

/** Mounts the notices in a root of their own, outside the app's (they outlive its screens). */
export async function mountPwaStatus() {
  await withFullCatalog(Promise.resolve());
  const host = document.createElement('div');
  host.id = 'pwa-status';
  document.body.append(host);
  createRoot(host).render(<PwaStatus />);
}
