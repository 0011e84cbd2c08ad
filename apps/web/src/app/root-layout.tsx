import { useEffect } from 'react';
import { useTranslation } from '../lib/translator.ts';
import { Outlet } from '../lib/router/router.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { Toaster } from '../components/toast/toaster.tsx';
import { useVersionCheck } from '../features/version-check/use-version-check.ts';
import { switchLanguage } from '../lib/i18n.ts';
import { setRootAttribute } from '../lib/root-attribute.ts';
import { useMainStore } from '../stores/main-store.ts';
import { useNavigationEffects } from './navigation/use-navigation-effects.ts';

function useDocumentPreferences(): void {
  const { i18n } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const theme = useMainStore((s) => s.themeColor);
  useEffect(() => {
    setRootAttribute('data-theme', theme);
  }, [theme]);
  useEffect(() => {
    setRootAttribute('lang', lang === 'zh' ? 'zh-CN' : lang);
    if (i18n.language !== lang) void switchLanguage(lang);
  }, [lang, i18n]);
}

export function RootLayout() {
  const { t } = useTranslation();
  useDocumentPreferences();
  useNavigationEffects();
  useVersionCheck();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-surface focus:px-4 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
