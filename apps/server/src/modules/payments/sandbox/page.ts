import { escapeHtml } from '../../../lib/escape-html.ts';

/**
 * The sandbox's pages: plain HTML, inline CSS, no script (the CSP allows none inline); the
 * buttons are one form posting to the sandbox itself, which the CSP's form-action allows.
 */

const BRANDS = {
  wechat: { name: 'WeChat Pay', colour: '#07c160' },
  alipay: { name: 'Alipay', colour: '#1677ff' },
  paypal: { name: 'PayPal', colour: '#003087' },
} as const;
export type SandboxBrand = keyof typeof BRANDS;

function layout(brand: SandboxBrand, title: string, content: string): string {
  const { name, colour } = BRANDS[brand];
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)} | ${name} sandbox</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f2f2;
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "Microsoft YaHei", sans-serif; color: #1f2328; }
    main { width: min(380px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 28px;
      box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
    h1 { font-size: 18px; margin: 0 0 8px; }
    p { margin: 0 0 16px; color: #57606a; font-size: 13px; }
    .badge { display: inline-block; font-size: 12px; color: #fff; background: ${colour};
      border-radius: 4px; padding: 0 6px; margin-bottom: 12px; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 20px; font-size: 14px; }
    dt { color: #57606a; } dd { margin: 0; word-break: break-all; }
    form { display: grid; gap: 10px; }
    button { font: inherit; padding: 10px 14px; border: 1px solid #d0d7de; border-radius: 6px; cursor: pointer;
      background: #fff; color: #1f2328; }
    button.primary { background: ${colour}; border-color: ${colour}; color: #fff; }
    button:focus-visible, a:focus-visible { outline: 2px solid #1f2328; outline-offset: 2px; }
    a { color: ${colour}; }
  </style>
</head>
<body>
  <main>
    <span class="badge">${name} · Sandbox</span>
${content}
  </main>
</body>
</html>
`;
}

/** The pay page: what is being paid, and Pay / Fail / Cancel posting to `action`. */
export function checkoutPage(input: {
  brand: SandboxBrand;
  title: string;
  details: [label: string, value: string][];
  action: string;
  hidden: Record<string, string>;
  note: string;
}): string {
  const details = input.details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const hidden = Object.entries(input.hidden)
    .map(
      ([key, value]) =>
        `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`,
    )
    .join('\n      ');
  return layout(
    input.brand,
    input.title,
    `    <h1>${escapeHtml(input.title)}</h1>
    <p>${escapeHtml(input.note)} No money moves; the sandbox's keys exist only in this server.</p>
    <dl>${details}</dl>
    <form method="post" action="${escapeHtml(input.action)}">
      ${hidden}
      <button class="primary" type="submit" name="action" value="pay">Pay</button>
      <button type="submit" name="action" value="pay-slow">Pay; refunds stay pending</button>
      <button type="submit" name="action" value="fail">Fail</button>
      <button type="submit" name="action" value="cancel">Cancel</button>
    </form>`,
  );
}

/** An outcome or refusal, with an optional link onwards. */
export function messagePage(
  brand: SandboxBrand,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const onwards = link
    ? `\n    <p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return layout(
    brand,
    title,
    `    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(message)}</p>${onwards}`,
  );
}
