/**
 * Cross-site scripting payloads (issue 12): stored through the article title and content, the
 * column name and the profile's nickname and signature, then rendered in Chromium by
 * e2e/specs/xss-corpus.spec.ts. Every payload that ran would set the global flag
 * `window.__xss` (or call `alert`, which that spec also traps). Kinds: script elements,
 * event handlers, javascript: and data: URLs, SVG and MathML, style and expression(),
 * mutation XSS (parser round trips), encoded variants, attribute and context breaking,
 * template-syntax and polyglots. No control characters but tab and line feed: the input
 * rule refuses those before any field sees them (decision 018).
 */

const SET = 'window.__xss=1';

export const XSS_PAYLOADS: readonly string[] = [
  // Script elements
  `<script>${SET}</script>`,
  `<SCRIPT>${SET}</SCRIPT>`,
  `<ScRiPt>${SET}</sCrIpT>`,
  `<script type="text/javascript">${SET}</script>`,
  `<script/x>${SET}</script>`,
  `<script src="data:text/javascript,${SET}"></script>`,
  `<script>/*</script><script>*/${SET}</script>`,
  `<scr<script>ipt>${SET}</scr</script>ipt>`,
  `"><script>${SET}</script>`,
  `'><script>${SET}</script>`,
  `</title><script>${SET}</script>`,
  `</textarea><script>${SET}</script>`,
  `</style><script>${SET}</script>`,
  `<script\n>${SET}</script\n>`,
  `<<script>${SET};//<</script>`,
  // Event handlers
  `<img src=x onerror=${SET}>`,
  `<img src="x" onerror="${SET}">`,
  `<IMG SRC=x ONERROR=${SET}>`,
  `<img/src/onerror=${SET}>`,
  `<img src=x:x onerror=${SET}>`,
  `<img src onerror=${SET}>`,
  `<img src=x\nonerror=${SET}>`,
  `<img src=x\tonerror=${SET}>`,
  `<svg onload=${SET}>`,
  `<svg/onload=${SET}>`,
  `<body onload=${SET}>`,
  `<iframe onload=${SET}></iframe>`,
  `<input autofocus onfocus=${SET}>`,
  `<select autofocus onfocus=${SET}></select>`,
  `<textarea autofocus onfocus=${SET}></textarea>`,
  `<details open ontoggle=${SET}>`,
  `<video src=x onerror=${SET}></video>`,
  `<audio src=x onerror=${SET}></audio>`,
  `<video><source onerror=${SET}></video>`,
  `<marquee onstart=${SET}>x</marquee>`,
  `<div onmouseover=${SET}>hover</div>`,
  `<object data=x onerror=${SET}></object>`,
  `<style onload=${SET}></style>`,
  `<link rel=stylesheet href=x onerror=${SET}>`,
  `<image src=x onerror=${SET}>`,
  `<svg><animate onbegin=${SET} attributeName=x dur=1s>`,
  `<svg><set onbegin=${SET} attributeName=x to=1>`,
  `<x contenteditable onfocus=${SET} autofocus>x</x>`,
  `<form><button formaction=javascript:${SET}>x</button></form>`,
  // javascript: URLs
  `<a href="javascript:${SET}">link</a>`,
  `<a href="JaVaScRiPt:${SET}">link</a>`,
  `<a href=" javascript:${SET}">link</a>`,
  `<a href="java\tscript:${SET}">link</a>`,
  `<a href="java\nscript:${SET}">link</a>`,
  `<a href="&#106;avascript:${SET}">link</a>`,
  `<a href="&#x6A;avascript:${SET}">link</a>`,
  `<a href="javas&#99;ript:${SET}">link</a>`,
  `<a href="jav&#x09;ascript:${SET}">link</a>`,
  `<iframe src="javascript:${SET}"></iframe>`,
  `<form action="javascript:${SET}"><input type=submit></form>`,
  `<object data="javascript:${SET}"></object>`,
  `<embed src="javascript:${SET}">`,
  `<math><mi xlink:href="javascript:${SET}">x</mi></math>`,
  `javascript:${SET}`,
  `JAVASCRIPT:${SET}`,
  `javascript://%0a${SET}`,
  `vbscript:${SET}`,
  // data: URLs
  `<iframe src="data:text/html,<script>parent.__xss=1</script>"></iframe>`,
  `<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg=="></object>`,
  `<a href="data:text/html,<script>${SET}</script>">x</a>`,
  `<img src="data:image/svg+xml,<svg onload=${SET}>">`,
  `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9d2luZG93Ll9feHNzPTE+">`,
  `data:text/html,<script>${SET}</script>`,
  // SVG and MathML
  `<svg><script>${SET}</script></svg>`,
  `<svg><a xlink:href="javascript:${SET}"><text x=0 y=20>x</text></a></svg>`,
  `<svg><a href="javascript:${SET}"><text x=0 y=20>x</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id=x onload=${SET}/>#x"/></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>parent.__xss=1</script>"></iframe></foreignObject></svg>`,
  `<svg><script href="data:text/javascript,${SET}"/></svg>`,
  `<math><maction actiontype=statusline xlink:href=javascript:${SET}>x</maction></math>`,
  // Style and expression()
  `<div style="background:url(javascript:${SET})">x</div>`,
  `<div style="width:expression(${SET})">x</div>`,
  `<style>@import 'javascript:${SET}';</style>`,
  `<style>*{background:url("javascript:${SET}")}</style>`,
  `<p style="x:\\65xpression(${SET})">x</p>`,
  `<link rel=import href="data:text/html,<script>${SET}</script>">`,
  `<style>body{-moz-binding:url(x.xml#xss)}</style>`,
  // Mutation XSS
  `<noscript><p title="</noscript><img src=x onerror=${SET}>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=${SET}>">`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${SET}&gt;">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${SET}>`,
  `<xmp><p title="</xmp><img src=x onerror=${SET}>">`,
  `<listing>&lt;img src=x onerror=${SET}&gt;</listing>`,
  `<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe>`,
  `<!--<img src="--><img src=x onerror=${SET}//">`,
  `<![CDATA[><img src=x onerror=${SET}>]]>`,
  `<template><img src=x onerror=${SET}></template><div>x</div>`,
  `<table><td><style></td><img src=x onerror=${SET}></style>`,
  `<a href="x" id="</a><img src=x onerror=${SET}>">`,
  `<select><template><img src=x onerror=${SET}></template></select>`,
  // Encoded variants
  `&lt;script&gt;${SET}&lt;/script&gt;`,
  `%3Cscript%3E${SET}%3C%2Fscript%3E`,
  `\\u003cscript\\u003e${SET}\\u003c/script\\u003e`,
  `\\x3cscript\\x3e${SET}\\x3c/script\\x3e`,
  `<img src=x onerror=&#119;indow.__xss=1>`,
  `<img src=x onerror="&#x77;&#x69;&#x6e;&#x64;&#x6f;&#x77;.__xss=1">`,
  `<img src=x onerror="eval(atob('d2luZG93Ll9feHNzPTE='))">`,
  `<img src=x onerror="window['__x'+'ss']=1">`,
  `＜script＞${SET}＜/script＞`,
  `<scri%00pt>${SET}</scri%00pt>`,
  // Attribute and context breaking
  `" onmouseover="${SET}`,
  `' onfocus='${SET}' autofocus='`,
  `"><img src=x onerror=${SET}>`,
  `' autofocus onfocus=${SET} x='`,
  `"></a><img src=x onerror=${SET}>`,
  `</p></div><img src=x onerror=${SET}>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${SET}">`,
  `<base href="javascript:/">`,
  `<iframe srcdoc="<img src=x onerror=parent.__xss=1>"></iframe>`,
  // Template syntax and polyglots
  `{{constructor.constructor('${SET}')()}}`,
  `\${${SET}}`,
  `<%= ${SET} %>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${SET}//'>`,
  `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${SET} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${SET}//>\\x3e`,
  `"'><svg onload=${SET}>`,
  // Short ones, for the column name (1 to 20 characters): a sloppy-mode global is window's
  '<svg onload=__xss=1>',
  '<svg/onload=__xss=1>',
  '<x onfocus=__xss=1>',
  '<b onclick=__xss=1>',
  'javascript:__xss=1',
  '"><svg/onload=__xss',
  '<script>__xss=1',
  '{{__xss=1}}',
  '<iframe src=//x>',
  '</script><svg>',
];

/** Payloads that fit a one-line field of at most `max` characters (titles, names). */
export function oneLinePayloads(max: number): string[] {
  return XSS_PAYLOADS.filter((payload) => payload.length <= max && !/[\t\n\r]/.test(payload));
}

/** Payloads of at most `max` characters (a signature may hold line breaks and tabs). */
export function payloadsUpTo(max: number): string[] {
  return XSS_PAYLOADS.filter((payload) => payload.length <= max);
}

/**
 * An article document carrying every payload the ways an editor could: as text, as a link
 * target, as an image source and its alt text, as a code block language, and as nodes and
 * attributes that are not on the allow-list.
 */
export function payloadDocument(payloads: readonly string[]): { type: 'doc'; content: unknown[] } {
  return {
    type: 'doc',
    content: payloads.flatMap((payload) => [
      { type: 'paragraph', content: [{ type: 'text', text: payload }] },
      {
        type: 'paragraph',
        attrs: { style: payload, onclick: payload },
        content: [
          {
            type: 'text',
            text: 'link',
            marks: [{ type: 'link', attrs: { href: payload, target: payload } }],
          },
        ],
      },
      { type: 'image', attrs: { src: payload, alt: payload, onerror: payload } },
      {
        type: 'codeBlock',
        attrs: { language: payload },
        content: [{ type: 'text', text: payload }],
      },
      { type: 'html', attrs: { html: payload }, content: [{ type: 'text', text: payload }] },
    ]),
  };
}
