import { ARTICLE_CHANNELS, type ArticleChannel } from '@space/contracts/article-channels';
import { DEVICE_FAMILIES, type DeviceFamily } from '@space/contracts/catalog';
import { getProductsQueryOptions } from '../catalog/catalog-api.ts';
import { getFeedQueryOptions } from './articles-api.ts';

const PAGE_SIZE = 12;
const FAMILY_CODES = DEVICE_FAMILIES.map((family) => family.code);

export interface DiscoveryParams {
  channel: ArticleChannel | undefined;
  family: DeviceFamily | undefined;
  page: number;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** /discovery's filters from its URL: unknown values are ignored, the page kept in range. */
export function discoveryParamsOf(search: URLSearchParams): DiscoveryParams {
  return {
    channel: oneOf(search.get('channel'), ARTICLE_CHANNELS),
    family: oneOf(search.get('family'), FAMILY_CODES),
    page: Math.max(1, Math.min(10_000, Number(search.get('page')) || 1)),
  };
}

/** The page's articles, as the page and its route's prefetch ask for them. */
export const getDiscoveryFeedQueryOptions = ({ channel, family, page }: DiscoveryParams) =>
  getFeedQueryOptions({ channel, family, page, pageSize: PAGE_SIZE });

/** The page's shelf of new products for the chosen device family. */
export const getNewProductsQueryOptions = (family: DeviceFamily | undefined) =>
  getProductsQueryOptions({ family, sort: 'newest', pageSize: 4 });
