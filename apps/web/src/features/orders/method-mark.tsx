import type { PaymentMethod } from '@space/contracts/limits';
import type { ReactElement } from 'react';

/**
 * Each provider's mark, drawn after its own (not its trademark file): WeChat Pay's two chat
 * bubbles on its green, Alipay's 支 on its blue, PayPal's two slanted Ps on white. Beside the
 * method's name, so the mark itself is hidden from screen readers.
 */
function WechatGlyph() {
  return (
    <>
      <path
        fill="#fff"
        d="M9.6 5C5.4 5 2 7.8 2 11.3c0 2 1.1 3.8 2.9 4.9l-.7 2.3 2.7-1.4c.9.3 1.8.4 2.7.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.3-6.1 7.3-6.1h.4C16.9 7.1 13.6 5 9.6 5Z"
      />
      <circle cx="7" cy="9.7" r="1" fill="#07c160" />
      <circle cx="12.1" cy="9.7" r="1" fill="#07c160" />
      <path
        fill="#fff"
        d="M22 15.9c0-2.9-2.9-5.2-6.4-5.2s-6.4 2.3-6.4 5.2 2.9 5.2 6.4 5.2c.7 0 1.4-.1 2.1-.3l2.2 1.2-.6-1.9c1.6-1 2.7-2.5 2.7-4.2Z"
      />
      <circle cx="13.5" cy="14.9" r=".85" fill="#07c160" />
      <circle cx="17.7" cy="14.9" r=".85" fill="#07c160" />
    </>
  );
}

function AlipayGlyph() {
  return (
    <text
      x="12"
      y="17.2"
      textAnchor="middle"
      fontSize="15"
      fontWeight="700"
      fill="#fff"
      fontFamily="'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif"
    >
      支
    </text>
  );
}

function PaypalGlyph() {
  return (
    <g transform="translate(1.8 2) scale(0.85)">
      <path
        fill="#0070e0"
        d="M9.2 20.5H6.3a.5.5 0 0 1-.5-.6L8.3 4.4c.1-.5.5-.9 1-.9h5.4c3.1 0 5 1.7 4.5 4.6-.6 3.6-3.1 5.3-6.5 5.3h-1.8c-.4 0-.8.3-.9.8l-.8 6.3Z"
      />
      <path
        fill="#003087"
        d="M7.7 18.6H4.8a.5.5 0 0 1-.5-.6L6.8 2.5c.1-.5.5-.9 1-.9h5.4c3.1 0 5 1.7 4.5 4.6-.6 3.6-3.1 5.3-6.5 5.3H9.4c-.4 0-.8.3-.9.8l-.8 6.3Z"
      />
    </g>
  );
}

const MARKS: Record<PaymentMethod, { background: string; glyph: () => ReactElement }> = {
  wechat: { background: '#07c160', glyph: WechatGlyph },
  alipay: { background: '#1677ff', glyph: AlipayGlyph },
  paypal: { background: '#ffffff', glyph: PaypalGlyph },
};

export function MethodMark({ method, size = 'md' }: { method: PaymentMethod; size?: 'md' | 'lg' }) {
  const mark = MARKS[method];
  const Glyph = mark.glyph;
  const box = size === 'lg' ? 'size-11 rounded-xl' : 'size-6 rounded-md';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      data-method-mark={method}
      className={`shrink-0 ring-1 ring-border ${box}`}
    >
      <rect width="24" height="24" fill={mark.background} />
      <Glyph />
    </svg>
  );
}
