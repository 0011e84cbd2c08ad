/**
 * The demo articles' words (decision 031): short blocks the seed turns into editor documents.
 * `{product:Name}` embeds a card of the demo product of that name.
 */
export type DemoBlock =
  | { h: string }
  | { p: string; link?: { text: string; href: string } }
  | { ul: string[] }
  | { ol: string[] }
  | { code: string; language: string }
  | { quote: string }
  | { product: string };

export interface DemoArticle {
  title: string;
  channel: 'news' | 'tutorials' | 'showcase' | 'reviews';
  deviceFamily: string | null;
  /** Days after the demo catalogue's base time. */
  day: number;
  pinned?: boolean;
  blocks: DemoBlock[];
}

export const DEMO_COLUMN = 'Streaming guides';

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Switch OBS scenes with one key',
    channel: 'tutorials',
    deviceFamily: 'streamDock',
    day: 20,
    pinned: true,
    blocks: [
      {
        p: 'A dock on your desk turns scene changes into a single press. This guide sets up the OBS Studio Controller plugin in five minutes.',
      },
      { product: 'OBS Studio Controller' },
      { h: 'Before you start' },
      {
        ul: [
          'OBS Studio 30 or later',
          'The WebSocket server switched on in OBS',
          'The desktop app, signed in',
        ],
      },
      { h: 'Steps' },
      {
        ol: [
          'In OBS, open Tools → WebSocket Server Settings and copy the password.',
          'Drag the Scene action onto a key and paste the password once.',
          'Pick the scene the key should show. Repeat for each scene.',
        ],
      },
      { p: 'The plugin talks to OBS on this address by default:' },
      { code: 'ws://127.0.0.1:4455', language: 'text' },
      {
        quote:
          'Tip: give the key of your "Starting soon" scene a bright icon, so you find it without looking.',
      },
      {
        p: 'The full list of actions is in the OBS documentation.',
        link: {
          text: 'OBS WebSocket documentation',
          href: 'https://obsproject.com/kb/remote-control-guide',
        },
      },
    ],
  },
  {
    title: 'Five keys every streamer should map',
    channel: 'showcase',
    deviceFamily: 'streamDock',
    day: 26,
    blocks: [
      {
        p: 'After a year of streaming with a dock, these are the five keys that never leave our first page.',
      },
      {
        ol: [
          'Scene: live',
          'Scene: break',
          'Mute microphone',
          'Clip the last 30 seconds',
          'Chat shout-out',
        ],
      },
      { h: 'Alerts you can feel' },
      {
        p: 'Chat alerts light a key up when someone follows or raids, so you never miss a thank-you.',
      },
      { product: 'Twitch Chat Alerts' },
    ],
  },
  {
    title: 'Twitch Chat Alerts: what is new',
    channel: 'news',
    deviceFamily: 'streamDock',
    day: 33,
    blocks: [
      {
        p: 'The latest version of Twitch Chat Alerts shows raids with the raider’s avatar and keeps the last ten alerts on a key you can scroll with the dial.',
      },
      { h: 'Also new' },
      {
        ul: [
          'Quieter sounds at night',
          'Alerts in Chinese and Korean',
          'Fewer reconnects after a network change',
        ],
      },
      { product: 'Twitch Chat Alerts' },
    ],
  },
  {
    title: 'A week with a dock on a streaming desk',
    channel: 'reviews',
    deviceFamily: null,
    day: 40,
    blocks: [
      {
        p: 'We replaced keyboard shortcuts with a dock for a week of daily streams. Fewer missed cues, and no more alt-tabbing in the middle of a sentence.',
      },
      { h: 'What worked' },
      {
        ul: [
          'Scene changes without looking',
          'A visible mute state',
          'Keys that change with the game',
        ],
      },
      { h: 'What we would change' },
      {
        p: 'Set up icons before the first stream: plain text keys are hard to read under studio lights.',
      },
    ],
  },
];
