import type Mjml from 'mjml';
import { escapeHtml } from '../escape-html.ts';
import type { MailBrand } from './mail-brand.ts';

/**
 * One source, two alternatives (decision 072): a mail kind's template (templates.ts) says what
 * the mail holds as a list of blocks; this file writes the blocks as MJML, compiled to HTML
 * that mail clients render (tables, inlined styles, Outlook's conditional comments), and as
 * plain text. Every value is text and is escaped here: templates never write markup.
 */
export type MailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A verification code, large and spaced. */
  | { type: 'code'; code: string }
  /** Label and value pairs: order number, date, method. */
  | { type: 'facts'; rows: { label: string; value: string }[] }
  /** Priced lines and their total. */
  | {
      type: 'lines';
      title: string;
      rows: { label: string; amount: string }[];
      totals: { label: string; amount: string; strong?: boolean }[];
    }
  /** Someone else's words (a reply, release notes), set apart. */
  | { type: 'quote'; title?: string; text: string }
  | { type: 'button'; label: string; url: string }
  /** A list of short items, each with an optional link and time. */
  | { type: 'items'; rows: { text: string; url?: string; meta?: string }[] }
  | { type: 'note'; text: string };

export interface MailContent {
  subject: string;
  /** The line clients show after the subject in the inbox. */
  preheader: string;
  blocks: MailBlock[];
  /** The footer's lines: why this mail came. */
  footer: string[];
  /** The footer's links (unsubscribe, settings) when the mail is not transactional. */
  footerLinks?: { label: string; url: string }[];
  lang: string;
}

/** Light and dark colours; the dark ones apply under prefers-color-scheme (decision 072). */
const LIGHT = {
  page: '#f4f4f7',
  card: '#ffffff',
  text: '#1f1d2b',
  muted: '#5d5b70',
  rule: '#e3e2ee',
  panel: '#f3f2f9',
};
const DARK = {
  page: '#121118',
  card: '#1d1b27',
  text: '#ecebf5',
  muted: '#a9a6c0',
  rule: '#34314a',
  panel: '#262334',
};
const FONT =
  "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'PingFang SC', 'Microsoft YaHei', 'Malgun Gothic', 'Apple SD Gothic Neo', 'WenQuanYi Micro Hei', sans-serif";

const esc = escapeHtml;
/** Text with its line breaks kept. */
const multiline = (text: string) => esc(text).replace(/\r?\n/g, '<br />');

function block(b: MailBlock, brand: MailBrand): string {
  switch (b.type) {
    case 'heading':
      return `<mj-text css-class="m-text" font-size="22px" font-weight="700" line-height="1.3" padding-bottom="4px">${esc(b.text)}</mj-text>`;
    case 'paragraph':
      return `<mj-text css-class="m-text">${multiline(b.text)}</mj-text>`;
    case 'code':
      return `<mj-text align="center" css-class="m-panel m-text" container-background-color="${LIGHT.panel}" font-size="34px" font-weight="700" letter-spacing="8px" padding="18px 25px" font-family="'SFMono-Regular', Menlo, Consolas, monospace">${esc(b.code)}</mj-text>`;
    case 'facts':
      return `<mj-table css-class="m-text" font-size="15px" line-height="1.6">${b.rows
        .map(
          (row) =>
            `<tr><td class="m-muted" style="color:${LIGHT.muted};padding:2px 12px 2px 0;vertical-align:top;white-space:nowrap">${esc(row.label)}</td><td style="padding:2px 0;vertical-align:top;word-break:break-word">${esc(row.value)}</td></tr>`,
        )
        .join('')}</mj-table>`;
    case 'lines':
      return `<mj-text css-class="m-muted" color="${LIGHT.muted}" font-size="13px" font-weight="600" padding-bottom="0" text-transform="uppercase">${esc(b.title)}</mj-text><mj-table css-class="m-text" font-size="15px" line-height="1.5">${b.rows
        .map(
          (row) =>
            `<tr><td class="m-rule" style="padding:8px 12px 8px 0;border-bottom:1px solid ${LIGHT.rule};word-break:break-word">${esc(row.label)}</td><td class="m-rule" style="padding:8px 0;border-bottom:1px solid ${LIGHT.rule};text-align:right;white-space:nowrap">${esc(row.amount)}</td></tr>`,
        )
        .join('')}${b.totals
        .map(
          (row) =>
            `<tr><td style="padding:8px 12px 0 0;${row.strong ? 'font-weight:700;font-size:17px' : ''}">${esc(row.label)}</td><td style="padding:8px 0 0;text-align:right;white-space:nowrap;${row.strong ? 'font-weight:700;font-size:17px' : ''}">${esc(row.amount)}</td></tr>`,
        )
        .join('')}</mj-table>`;
    case 'quote':
      return `${b.title ? `<mj-text css-class="m-muted" color="${LIGHT.muted}" font-size="13px" font-weight="600" padding-bottom="0" text-transform="uppercase">${esc(b.title)}</mj-text>` : ''}<mj-text css-class="m-text"><div class="m-panel" style="background:${LIGHT.panel};border-left:4px solid ${brand.accent};padding:12px 16px;border-radius:4px">${multiline(b.text)}</div></mj-text>`;
    case 'button':
      return `<mj-button href="${esc(b.url)}" background-color="${brand.accent}" color="${brand.onAccent}" font-size="16px" font-weight="600" border-radius="8px" inner-padding="13px 26px" padding="16px 25px 8px" align="left">${esc(b.label)}</mj-button>`;
    case 'items':
      return `<mj-table css-class="m-text" font-size="15px" line-height="1.5">${b.rows
        .map(
          (row) =>
            `<tr><td class="m-rule" style="padding:10px 0;border-bottom:1px solid ${LIGHT.rule}">${
              row.url
                ? `<a href="${esc(row.url)}" class="m-link" style="color:${brand.accent};text-decoration:none;font-weight:600">${esc(row.text)}</a>`
                : esc(row.text)
            }${row.meta ? `<div class="m-muted" style="color:${LIGHT.muted};font-size:13px">${esc(row.meta)}</div>` : ''}</td></tr>`,
        )
        .join('')}</mj-table>`;
    case 'note':
      return `<mj-text css-class="m-muted" color="${LIGHT.muted}" font-size="13px">${multiline(b.text)}</mj-text>`;
  }
}

function darkStyles(brand: MailBrand): string {
  return `
    :root { color-scheme: light dark; supported-color-schemes: light dark; }
    /* Korean breaks between words, not inside them. */
    html[lang="ko"] div, html[lang="ko"] td { word-break: keep-all; }
    .m-logo-dark { display: none; mso-hide: all; }
    @media (prefers-color-scheme: dark) {
      body, .m-page, .m-page > table, .m-page > div { background: ${DARK.page} !important; background-color: ${DARK.page} !important; }
      .m-card, .m-card > table, .m-card td { background: ${DARK.card} !important; background-color: ${DARK.card} !important; }
      .m-text div, .m-text td, .m-text { color: ${DARK.text} !important; }
      .m-muted, .m-muted div, .m-footer div, .m-text .m-muted { color: ${DARK.muted} !important; }
      .m-panel, .m-panel td, .m-panel div { background: ${DARK.panel} !important; background-color: ${DARK.panel} !important; }
      .m-rule, .m-rule p { border-color: ${DARK.rule} !important; }
      .m-link, .m-footer a { color: ${lighten(brand.accent)} !important; }
      .m-logo-light { display: none !important; }
      .m-logo-dark { display: block !important; }
    }
    [data-ogsc] .m-logo-light { display: none !important; }
    [data-ogsc] .m-logo-dark { display: block !important; }
  `;
}

/** The accent mixed with white: links stay readable on the dark card. */
function lighten(hex: string): string {
  const mix = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.55 + 255 * 0.45)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

function mjmlOf(content: MailContent, brand: MailBrand): string {
  // The dark logo is hidden inline and shown by the dark-scheme rule (its !important wins).
  const logo = (url: string, cls: string, display = 'block') =>
    `<img src="${esc(url)}" alt="${esc(brand.name)}" height="40" class="${cls}" style="height:40px;width:auto;max-width:220px;border:0;display:${display};outline:none;text-decoration:none" />`;
  const logos =
    brand.logoDarkUrl === brand.logoUrl
      ? logo(brand.logoUrl, '')
      : `${logo(brand.logoUrl, 'm-logo-light')}<!--[if !mso]><!-->${logo(brand.logoDarkUrl, 'm-logo-dark', 'none')}<!--<![endif]-->`;
  const links = (content.footerLinks ?? [])
    .map(
      (link) =>
        `<a href="${esc(link.url)}" style="color:${brand.accent};text-decoration:underline">${esc(link.label)}</a>`,
    )
    .join(' &nbsp;·&nbsp; ');
  return `<mjml lang="${esc(content.lang)}">
  <mj-head>
    <mj-title>${esc(content.subject)}</mj-title>
    <mj-preview>${esc(content.preheader)}</mj-preview>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text color="${LIGHT.text}" font-size="16px" line-height="1.6" padding="8px 25px" />
      <mj-table color="${LIGHT.text}" padding="8px 25px" />
    </mj-attributes>
    <mj-style>${darkStyles(brand)}</mj-style>
  </mj-head>
  <mj-body background-color="${LIGHT.page}" css-class="m-page" width="600px">
    <mj-section padding="24px 0 0"><mj-column>
      <mj-divider border-color="${brand.accent}" border-width="4px" padding="0" />
    </mj-column></mj-section>
    <mj-section background-color="${LIGHT.card}" css-class="m-card" padding="24px 0 8px">
      <mj-column>
        <mj-text padding="0 25px 12px">${logos}</mj-text>
        ${content.blocks.map((b) => block(b, brand)).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section background-color="${LIGHT.card}" css-class="m-card" padding="0 0 24px"><mj-column>
      <mj-divider css-class="m-rule" border-color="${LIGHT.rule}" border-width="1px" padding="16px 25px 8px" />
      ${content.footer.map((line) => `<mj-text css-class="m-footer" color="${LIGHT.muted}" font-size="12px" line-height="1.5" padding="4px 25px">${esc(line)}</mj-text>`).join('\n      ')}
      ${links ? `<mj-text css-class="m-footer" color="${LIGHT.muted}" font-size="12px" padding="8px 25px 0">${links}</mj-text>` : ''}
    </mj-column></mj-section>
    <mj-section padding="12px 0 24px"><mj-column>
      <mj-text css-class="m-footer" align="center" color="${LIGHT.muted}" font-size="12px">${esc(brand.name)} · <a href="${esc(brand.siteUrl)}" style="color:${LIGHT.muted}">${esc(brand.siteUrl.replace(/^https?:\/\//, ''))}</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
}

function textBlock(b: MailBlock): string {
  switch (b.type) {
    case 'heading':
      return b.text;
    case 'paragraph':
    case 'note':
      return b.text;
    case 'code':
      return `    ${b.code}`;
    case 'facts':
      return b.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'lines':
      return [
        `${b.title}:`,
        ...b.rows.map((row) => `- ${row.label}: ${row.amount}`),
        ...b.totals.map((row) => `${row.label}: ${row.amount}`),
      ].join('\n');
    case 'quote':
      return [
        ...(b.title ? [`${b.title}:`] : []),
        ...b.text.split(/\r?\n/).map((line) => `> ${line}`),
      ].join('\n');
    case 'button':
      return `${b.label}: ${b.url}`;
    case 'items':
      return b.rows
        .map((row) =>
          [`- ${row.text}`, row.meta ? `  ${row.meta}` : null, row.url ? `  ${row.url}` : null]
            .filter((line) => line !== null)
            .join('\n'),
        )
        .join('\n');
  }
}

/** The plain-text alternative: the same blocks, one paragraph each. */
export function renderText(content: MailContent, brand: MailBrand): string {
  const footer = [
    ...content.footer,
    ...(content.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`),
  ];
  return `${[...content.blocks.map(textBlock), '--', ...footer, `${brand.name} · ${brand.siteUrl}`].join('\n\n')}\n`;
}

// Loaded with the first mail rather than at start-up: MJML and its HTML tooling take about
// 0.4 s to load, a quarter of the server's start, for something most starts never use.
let compiler: Promise<typeof Mjml> | undefined;

/** The HTML alternative, compiled from MJML; a template that compiles with errors throws. */
export async function renderHtml(content: MailContent, brand: MailBrand): Promise<string> {
  compiler ??= import('mjml').then((loaded) => loaded.default);
  const mjml2html = await compiler;
  const result = await mjml2html(mjmlOf(content, brand), {
    validationLevel: 'strict',
    keepComments: false,
  });
  return result.html;
}
