import type { MembershipDuration, PaymentMethod, Tier } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { formatMinorUnits } from '../payments/index.ts';

/** What a receipt says, gathered from the order (receipts.ts); amounts in minor units. */
export interface Receipt {
  brand: string;
  orderNo: string;
  /** When it was paid, or granted for a free order. */
  at: Date;
  /** null: nothing was paid (the total was 0 for the buyer's tier). */
  method: PaymentMethod | null;
  currency: string;
  items: { name: string; priceMinor: number }[];
  /** The plan a membership order bought, when the order has one. */
  membership: { tier: Tier; duration: MembershipDuration; priceMinor: number } | null;
  discountMinor: number;
  totalMinor: number;
  /** Absolute link to the buyer's products page. */
  productsUrl: string;
}

export interface OutgoingText {
  subject: string;
  text: string;
}

interface ReceiptWords {
  subject: (brand: string, orderNo: string) => string;
  thanks: (brand: string) => string;
  orderNo: string;
  date: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  noPayment: string;
  items: string;
  membership: string;
  tiers: Record<Tier, string>;
  durations: Record<MembershipDuration, string>;
  discount: string;
  total: string;
  products: string;
  /** BCP 47 tag for Intl's date format. */
  intl: string;
}

// Tier and method names follow the web client's locales (apps/web/src/locales).
const WORDS: Record<Locale, ReceiptWords> = {
  en: {
    subject: (brand, orderNo) => `Your ${brand} receipt for order ${orderNo}`,
    thanks: (brand) => `Thank you for your order at ${brand}.`,
    orderNo: 'Order number',
    date: 'Date',
    method: 'Payment method',
    methods: { wechat: 'WeChat Pay', alipay: 'Alipay', paypal: 'PayPal' },
    noPayment: 'No payment required',
    items: 'Items',
    membership: 'Membership',
    tiers: {
      general: 'General user',
      ordinary: 'Ordinary member',
      premium: 'Premium member',
      svip: 'SVIP',
    },
    durations: { quarterly: 'quarterly', annual: 'annual' },
    discount: 'Discount',
    total: 'Total',
    products: 'Your products',
    intl: 'en-US',
  },
  zh: {
    subject: (brand, orderNo) => `${brand} 订单 ${orderNo} 的收据`,
    thanks: (brand) => `感谢您在${brand}下单。`,
    orderNo: '订单号',
    date: '日期',
    method: '支付方式',
    methods: { wechat: '微信支付', alipay: '支付宝', paypal: 'PayPal' },
    noPayment: '无需支付',
    items: '商品',
    membership: '会员',
    tiers: { general: '普通用户', ordinary: '普通会员', premium: '高级会员', svip: 'SVIP' },
    durations: { quarterly: '季度', annual: '年度' },
    discount: '优惠',
    total: '合计',
    products: '我的产品',
    intl: 'zh-CN',
  },
  ko: {
    subject: (brand, orderNo) => `${brand} 주문 ${orderNo} 영수증`,
    thanks: (brand) => `${brand}에서 주문해 주셔서 감사합니다.`,
    orderNo: '주문 번호',
    date: '날짜',
    method: '결제 수단',
    methods: { wechat: '위챗페이', alipay: '알리페이', paypal: '페이팔' },
    noPayment: '결제 필요 없음',
    items: '항목',
    membership: '멤버십',
    tiers: {
      general: '일반 사용자',
      ordinary: '일반 회원',
      premium: '프리미엄 회원',
      svip: 'SVIP',
    },
    durations: { quarterly: '분기', annual: '연간' },
    discount: '할인',
    total: '합계',
    products: '내 제품',
    intl: 'ko-KR',
  },
};

/** The receipt email of a paid or free order, in the reader's language (plain text). */
export function receiptMessage(locale: Locale, receipt: Receipt): OutgoingText {
  const words = WORDS[locale];
  // Amounts as the providers and the order page show them: "12.34 USD", never a float.
  const money = (minor: number) =>
    `${formatMinorUnits(minor, receipt.currency)} ${receipt.currency}`;
  const date = new Intl.DateTimeFormat(words.intl, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(receipt.at);
  const lines = [
    words.thanks(receipt.brand),
    '',
    `${words.orderNo}: ${receipt.orderNo}`,
    `${words.date}: ${date} UTC`,
    `${words.method}: ${receipt.method ? words.methods[receipt.method] : words.noPayment}`,
    '',
    `${words.items}:`,
    ...receipt.items.map((item) => `- ${item.name}: ${money(item.priceMinor)}`),
  ];
  if (receipt.membership) {
    const { tier, duration, priceMinor } = receipt.membership;
    lines.push(
      `- ${words.membership}: ${words.tiers[tier]} × ${words.durations[duration]}: ${money(priceMinor)}`,
    );
  }
  if (receipt.discountMinor > 0) lines.push(`${words.discount}: -${money(receipt.discountMinor)}`);
  lines.push(
    `${words.total}: ${money(receipt.totalMinor)}`,
    '',
    `${words.products}: ${receipt.productsUrl}`,
  );
  return { subject: words.subject(receipt.brand, receipt.orderNo), text: lines.join('\n') };
}
