/**
 * The words of every email, in English (decision 072). zh.ts and ko.ts have the same keys: the
 * type makes a missing key a type error, and test/lib/mail/mail-locales.test.ts fails on one.
 * `{name}` marks a value filled in by the template; values are escaped for HTML there.
 */
export const en = {
  intl: 'en-US',
  common: {
    greeting: 'Hello,',
    button: 'If the button does not work, open this address: {url}',
    transactional:
      'This email is about your {brand} account or an order, so it is sent whatever your notification settings.',
    optional:
      'You receive this email because “{kind}” is set to email in your {brand} notification settings.',
    unsubscribe: 'Unsubscribe from these emails',
    preferences: 'Notification settings',
    sentBy: 'Sent by {brand}',
  },
  code: {
    subject: 'Your {brand} verification code',
    preheader: '{code} is your {brand} verification code.',
    heading: 'Your verification code',
    intro:
      'Enter this code on the {brand} page that asked for it. It is valid for {minutes} minutes.',
    ignore:
      'If you did not ask for it, you can ignore this email: nobody can use the code without this inbox.',
  },
  accountExists: {
    subject: 'Your {brand} account',
    heading: 'You already have an account',
    body: 'Someone tried to register a {brand} account with this address, but you already have one. Log in, or reset your password if you have forgotten it.',
    button: 'Log in',
    ignore: 'If this was not you, you can ignore this email.',
  },
  receipt: {
    subject: 'Your {brand} receipt for order {orderNo}',
    heading: 'Thank you for your order',
    thanks: 'Thank you for your order at {brand}. Here is your receipt.',
    orderNo: 'Order number',
    date: 'Date',
    method: 'Payment method',
    methods: { wechat: 'WeChat Pay', alipay: 'Alipay', paypal: 'PayPal' },
    noPayment: 'No payment required',
    items: 'Items',
    membership: 'Membership: {tier} × {duration}',
    tiers: {
      general: 'General user',
      ordinary: 'Ordinary member',
      premium: 'Premium member',
      svip: 'SVIP',
    },
    durations: { quarterly: 'quarterly', annual: 'annual' },
    discount: 'Discount',
    total: 'Total',
    button: 'Your products',
  },
  reminder: {
    subject: 'Your {brand} membership ({tier}) ends on {date}',
    heading: 'Your membership ends soon',
    body: 'Your membership ({tier}) ends on {date} (UTC).',
    renew: 'Renew it to keep your member prices and usage counts.',
    button: 'Renew membership',
    keep: 'A renewal runs on from your current expiry, so you lose no days by renewing early.',
  },
  update: {
    subject: 'A new version of {name} is available',
    heading: 'A new version is available',
    body: 'Version {version} of {name}, which you own, is available.',
    whatsNew: 'What’s new',
    button: 'Update from your products',
  },
  reviewReply: {
    subject: 'The creator of {name} replied to your review',
    heading: 'Your review has a reply',
    body: 'The creator of {name} replied to your review:',
    button: 'See it on the product page',
  },
  notification: {
    digestSubject: '{count} new notifications at {brand}',
    heading: 'What’s new for you',
    digestIntro: 'Since our last email:',
    button: 'Open your notifications',
    someone: 'Someone',
    sentences: {
      friendRequest: '{actor} sent you a friend request',
      friendAccepted: '{actor} accepted your friend request',
      newFollower: '{actor} started following you',
      articleApproved: 'Your article “{title}” was approved and published',
      articleRejected: 'Your article “{title}” was not approved: {reason}',
      uploadApproved: '“{title}” {version} was approved and published',
      uploadRejected: 'Your upload “{title}” was not approved: {reason}',
      reviewReceived: '{actor} reviewed “{title}”: {rating} stars',
      reviewReplied: '{actor} replied to your review of “{title}”',
      productSold: '{actor} bought “{title}”',
      orderPaid: 'Order {orderNo} is paid: {title}',
      refundDone: 'Order {orderNo} was refunded',
      productVersion: 'Version {version} of “{title}” is available',
      membershipExpiring: 'Your membership ends on {date}',
      membershipExpired: 'Your membership has ended',
      redeemSucceeded: 'Code redeemed: {title}',
    },
    kindNames: {
      friendRequest: 'Friend requests',
      friendAccepted: 'Accepted friend requests',
      newFollower: 'New followers',
      articleApproved: 'Articles approved',
      articleRejected: 'Articles not approved',
      uploadApproved: 'Uploads approved',
      uploadRejected: 'Uploads not approved',
      reviewReceived: 'Reviews of my products',
      reviewReplied: 'Replies to my reviews',
      productSold: 'Sales of my products',
      orderPaid: 'Orders paid',
      refundDone: 'Refunds',
      productVersion: 'New versions of products I own',
      membershipExpiring: 'Membership ending soon',
      membershipExpired: 'Membership ended',
      redeemSucceeded: 'Codes redeemed',
    },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    confirm:
      'Stop emails about “{kind}” from {brand}? You will still see them under the bell in the app.',
    button: 'Unsubscribe',
    done: 'You will no longer get emails about “{kind}” from {brand}. You can turn them on again in your notification settings.',
    already: 'You were already unsubscribed from emails about “{kind}” from {brand}.',
    invalid:
      'This unsubscribe link is not valid. Open your notification settings to choose which emails you get.',
    settings: 'Notification settings',
  },
};

/** The shape every language's words have (widened to strings). */
export type MailWords = Widen<typeof en>;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
