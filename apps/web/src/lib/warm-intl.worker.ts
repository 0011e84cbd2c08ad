/// <reference lib="webworker" />
// See warm-intl.ts: formats once, in the page's language, what the first view formats.
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  } finally {
    self.postMessage('warm');
  }
};
