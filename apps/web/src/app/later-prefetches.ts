import { EXPERT_SORTS } from '@space/contracts/expert-sorts';
import { parseAuthorId } from '../config/paths.ts';
import {
  getArticleQueryOptions,
  getAuthorArticlesQueryOptions,
  getRelatedQueryOptions,
  parseId,
} from '../features/articles/articles-api.ts';
import {
  discoveryParamsOf,
  getDiscoveryFeedQueryOptions,
  getNewProductsQueryOptions,
} from '../features/articles/discovery-params.ts';
import { embeddedProductIds } from '../features/articles/embedded-products.ts';
import { getAuthorQueryOptions } from '../features/authors/authors-api.ts';
import { getExpertsQueryOptions } from '../features/social/social-api.ts';
import { socialParamsOf } from '../features/social/use-social-params.ts';
import {
  getVideoListQueryOptions,
  getVideoQueryOptions,
  videoFiltersOf,
  videoIdOf,
} from '../features/videos/videos-api.ts';
import {
  getProductQueryOptions,
  getProductsQueryOptions,
} from '../features/catalog/catalog-api.ts';
import { listParamsOf } from '../features/catalog/use-list-params.ts';
import type { Prefetch } from '../lib/router/create-router.ts';
import { useMainStore } from '../stores/main-store.ts';

/*
 * What the article, author, discovery, expert and tutorial pages show on arrival (decision
 * 049), loaded when one of them is visited (router.tsx's `later`): their data modules stay out
 * of every other page's first load.
 */

/**
 * An article, what follows it and the products its text shows as cards (decision 060); a
 * product that is gone leaves its card out.
 */
export const prefetchArticle: Prefetch = async (queryClient, url) => {
  const id = parseId(url.searchParams.get('id'));
  if (id === null) return;
  const article = await queryClient.ensureQueryData(getArticleQueryOptions(id));
  await Promise.all([
    article.state === 'published'
      ? queryClient.ensureQueryData(getRelatedQueryOptions(id))
      : undefined,
    // As EmbeddedProduct asks for it.
    ...embeddedProductIds(article.html).map((product) =>
      queryClient.ensureQueryData({ ...getProductQueryOptions(product), retry: false }),
    ),
  ]);
};
/** A creator's profile, their articles' first page and their products, as the URL filters them. */
export const prefetchAuthor: Prefetch = async (queryClient, url) => {
  const id = parseAuthorId(url.searchParams.get('id'));
  if (id === null) return;
  await Promise.all([
    queryClient.ensureQueryData(getAuthorQueryOptions(id)),
    queryClient.ensureQueryData(getAuthorArticlesQueryOptions(id, 1)),
    queryClient.ensureQueryData(
      getProductsQueryOptions({ ...listParamsOf(url.searchParams), author: id }),
    ),
  ]);
};
export const prefetchDiscovery: Prefetch = async (queryClient, url) => {
  const params = discoveryParamsOf(url.searchParams);
  await Promise.all([
    queryClient.ensureQueryData(getNewProductsQueryOptions(params.family)),
    queryClient.ensureQueryData(getDiscoveryFeedQueryOptions(params)),
  ]);
};
export const prefetchExperts: Prefetch = (queryClient, url) => {
  const { choice, page } = socialParamsOf(url.searchParams, 'sort', EXPERT_SORTS);
  return queryClient.ensureQueryData(getExpertsQueryOptions(choice, page));
};
/** Tutorials in the interface language, read when the navigation starts (as the page reads it). */
export const prefetchVideos: Prefetch = (queryClient, url) =>
  queryClient.ensureQueryData(
    getVideoListQueryOptions(videoFiltersOf(url.searchParams), useMainStore.getState().lang),
  );
export const prefetchVideo: Prefetch = async (queryClient, url) => {
  const id = videoIdOf(url.searchParams.get('id'));
  if (id === null) return;
  await queryClient.ensureQueryData(getVideoQueryOptions(id, useMainStore.getState().lang));
};
