import type * as QrCodeModule from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';

type QrApi = typeof QrCodeModule;

/** The `qrcode` package is loaded with the QR page only, never in the main bundle. */
async function renderSvg(value: string): Promise<string> {
  const loaded = (await import('qrcode')) as QrApi & { default?: QrApi };
  const qr = loaded.default ?? loaded;
  return qr.toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    // Dark on white in both themes: scanners want contrast, not the page's colours.
    color: { dark: '#000000', light: '#ffffff' },
  });
}

type Rendered = { value: string; src: string } | { value: string; failed: true };

/** A QR code of `value` (WeChat Pay's `code_url`), as an image with a text alternative. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [rendered, setRendered] = useState<Rendered | null>(null);

  useEffect(() => {
    let live = true;
    renderSvg(value)
      .then((svg) => {
        if (live) {
          setRendered({
            value,
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          });
        }
      })
      .catch((error: unknown) => {
        console.warn('rendering the QR code failed', error);
        if (live) setRendered({ value, failed: true });
      });
    return () => {
      live = false;
    };
  }, [value]);

  const current = rendered?.value === value ? rendered : null;
  return (
    <div className="grid aspect-square w-full max-w-64 place-items-center rounded-2xl bg-white p-3 shadow-card ring-1 ring-black/5">
      {current && 'src' in current ? (
        <img src={current.src} alt={label} className="size-full [image-rendering:pixelated]" />
      ) : current ? (
        <p role="alert" className="px-4 text-center text-sm text-[#c8283d]">
          {t('wxpay.qrFailed')}
        </p>
      ) : (
        <div
          role="status"
          aria-label={t('common.loading')}
          className="size-full animate-pulse rounded-lg bg-[#ececf3]"
        />
      )}
    </div>
  );
}
