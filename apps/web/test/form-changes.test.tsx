import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormChanges } from '../src/features/moderation/form-changes.tsx';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { zh } from '../src/locales/zh.ts';

/** Issue 32, item 5: the moderator reads words, not the form's codes. */
const CHANGES = [
  { field: 'deviceFamily', before: null, after: 'streamDock' },
  { field: 'category', before: null, after: 'lighting' },
  { field: 'types', before: null, after: ['plugin', 'icon'] },
  { field: 'supportedSystems', before: null, after: ['windows', 'macos'] },
  { field: 'supportedLanguages', before: null, after: ['en', 'ko'] },
  { field: 'size', before: null, after: '1.5' },
];

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('the changes under review', () => {
  it('names devices, categories, types, systems and languages in words', () => {
    render(<FormChanges changes={CHANGES} isNew />);
    for (const text of [
      en.families.streamDock,
      en.categories.lighting,
      `${en.contentTypes.plugin}, ${en.contentTypes.icon}`,
      `${en.systems.windows}, ${en.systems.macos}`,
      `${en.languages.en}, ${en.languages.ko}`,
      '1.5',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('streamDock')).toBeNull();
  });

  it('in the reader’s language', async () => {
    await switchLanguage('zh');
    render(<FormChanges changes={CHANGES} isNew />);
    expect(screen.getByText(zh.families.streamDock)).toBeTruthy();
    expect(screen.getByText(`${zh.systems.windows}, ${zh.systems.macos}`)).toBeTruthy();
    await switchLanguage('en');
  });
});
