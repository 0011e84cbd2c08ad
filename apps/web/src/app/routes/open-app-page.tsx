import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useLocation } from '../../lib/router/router.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { DownloadIcon } from '../../components/ui/icons.tsx';

const APP_SCHEME = (import.meta.env.VITE_DESKTOP_SCHEME as string | undefined) ?? 'space-desktop';
const DOWNLOAD_URL =
  (import.meta.env.VITE_DESKTOP_DOWNLOAD_URL as string | undefined) ??
  'https://space.example.com/download';
const FALLBACK_AFTER_MS = 1500;

/** `/redirect`: hand the query to the desktop app's URL scheme, with a download fallback. */
export function OpenAppPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const appUrl = `${APP_SCHEME}://open${search}`;
  const [showFallback, setShowFallback] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      // Still visible: no handler took the scheme.
      if (document.visibilityState === 'visible') setShowFallback(true);
    }, FALLBACK_AFTER_MS);
    window.location.href = appUrl;
    return () => clearTimeout(timer);
  }, [appUrl]);

  return (
    <div className="container-page grid place-items-center py-24 text-center">
      <div className="max-w-md">
        <p className="text-xl font-semibold">{t('redirect.opening')}</p>
        <div
          className={`mt-8 flex flex-col items-center gap-3 transition-opacity ${showFallback ? 'opacity-100' : 'opacity-0'}`}
          aria-hidden={!showFallback}
        >
          <p className="text-muted">{t('redirect.notOpened')}</p>
          <a
            className={buttonClass('primary')}
            href={DOWNLOAD_URL}
            rel="noopener"
            tabIndex={showFallback ? 0 : -1}
          >
            <DownloadIcon size={18} />
            {t('redirect.download')}
          </a>
          <Button
            variant="ghost"
            tabIndex={showFallback ? 0 : -1}
            onClick={() => (window.location.href = appUrl)}
          >
            {t('redirect.tryAgain')}
          </Button>
        </div>
      </div>
    </div>
  );
}
