import { escapeHtml } from '../../lib/escape-html.ts';

/** Identities offered with one click; any other nickname can be typed. */
export const SANDBOX_PRESETS = ['Sandbox Alice', 'Sandbox Bob', '微信测试用户'] as const;

/**
 * The page that plays "scan the QR code and confirm on the phone". Plain
 * forms and inline CSS only: the CSP allows no inline scripts.
 */
export function sandboxAuthorizePage(input: { state: string; redirectUri: string }): string {
  const hidden = `
      <input type="hidden" name="state" value="${escapeHtml(input.state)}">
      <input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">`;
  const presets = SANDBOX_PRESETS.map(
    (name) =>
      `<button type="submit" name="nickname" value="${escapeHtml(name)}">Confirm login as ${escapeHtml(name)}</button>`,
  ).join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>WeChat login (sandbox) | Space</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f2f2;
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "Microsoft YaHei", sans-serif; color: #1f2328; }
    main { width: min(360px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 28px;
      box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
    h1 { font-size: 18px; margin: 0 0 4px; }
    p { margin: 0 0 20px; color: #57606a; font-size: 13px; }
    .badge { display: inline-block; font-size: 12px; color: #fff; background: #07c160;
      border-radius: 4px; padding: 0 6px; margin-bottom: 12px; }
    form { display: grid; gap: 10px; margin-bottom: 20px; }
    button { font: inherit; padding: 10px 14px; border: 0; border-radius: 6px; cursor: pointer;
      background: #07c160; color: #fff; }
    button:hover, button:focus-visible { background: #06ad56; outline: 2px solid #1f2328; outline-offset: 2px; }
    label { font-size: 13px; color: #57606a; }
    input[type=text] { font: inherit; padding: 9px 12px; border: 1px solid #d0d7de; border-radius: 6px; }
  </style>
</head>
<body>
  <main>
    <span class="badge">Sandbox</span>
    <h1>WeChat login</h1>
    <p>This stands in for scanning WeChat's QR code. Nothing leaves this server; no real WeChat account is used.</p>
    <form method="post" action="confirm">${hidden}
      ${presets}
    </form>
    <form method="post" action="confirm">${hidden}
      <label for="nickname">Or log in as another sandbox user (nickname)</label>
      <input type="text" id="nickname" name="nickname" required maxlength="100" autocomplete="off">
      <button type="submit">Confirm login</button>
    </form>
  </main>
</body>
</html>
`;
}
