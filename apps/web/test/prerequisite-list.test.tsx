import type { ProductSummary } from '@space/contracts/products';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../src/config/paths.ts';
import { PrerequisiteList, RequiredByList } from '../src/features/catalog/prerequisite-list.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';

function summary(id: number, name: string): ProductSummary {
  return {
    id,
    name,
    author: { id: 1, nickName: 'StreamCraft', avatar: null },
    deviceFamily: 'streamDock',
    contentTypes: ['plugin'],
    category: 'streaming',
    cover: null,
    coverVariants: [],
    currency: 'USD',
    price: 299,
    likeCount: 0,
    downloadCount: 0,
    createdAt: '2026-01-05T09:00:00.000Z',
  };
}

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('PrerequisiteList', () => {
  it('renders nothing for a product that needs nothing', () => {
    const { container } = inRouter(
      <PrerequisiteList product={{ prerequisites: [], prerequisitesHidden: 0 }} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('links each prerequisite, in order, to its product page', () => {
    inRouter(
      <PrerequisiteList
        product={{
          prerequisites: [summary(7, 'OBS'), summary(3, 'Twitch')],
          prerequisitesHidden: 0,
        }}
      />,
    );
    const list = screen.getByRole('list', { name: en.prerequisites.title });
    const links = list.querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([productPath(7), productPath(3)]);
    expect(links[0]?.textContent).toContain('OBS');
    expect(screen.queryByText(/not available/)).toBeNull();
  });

  it('says how many are unavailable, even when none can be shown', () => {
    inRouter(<PrerequisiteList product={{ prerequisites: [], prerequisitesHidden: 2 }} />);
    expect(screen.getByRole('heading', { name: en.prerequisites.title })).toBeTruthy();
    expect(screen.getByText('2 required plugins are not available.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('RequiredByList', () => {
  it('renders nothing when no visible product needs this one', () => {
    const { container } = inRouter(
      <RequiredByList product={{ requiredBy: { list: [], total: 0 } }} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('lists the preview and counts the rest', () => {
    inRouter(
      <RequiredByList product={{ requiredBy: { list: [summary(9, 'Scene')], total: 2 } }} />,
    );
    expect(
      screen.getByRole('list', { name: en.prerequisites.requiredBy }).querySelectorAll('a'),
    ).toHaveLength(1);
    expect(screen.getByText('and 1 more product')).toBeTruthy();
  });
});
