import {
  ARTICLE_CHANNELS,
  type ArticleChannel,
  type ArticleDoc,
  type ArticleDraftBody,
  type ArticleEditor,
  type ArticleImage,
} from '@space/contracts/articles';
import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { LIMITS } from '@space/contracts/limits';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { publishPath } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { articlesApi, invalidateArticle } from './articles-api.ts';
import { ColumnPicker } from './column-picker.tsx';
import { CoverField } from './cover-field.tsx';
import { PublishStatus } from './publish-status.tsx';
import { useAutosave } from './use-autosave.ts';

// Tiptap is a chunk of its own, fetched only here: readers of articles never download it.
const RichEditor = lazy(() => import('./editor/rich-editor.tsx'));

const FIELD = 'mt-1 w-full rounded-xl border border-border bg-bg px-3 py-2 disabled:opacity-70';

export interface Fields {
  title: string;
  channel: ArticleChannel;
  columnId: number | null;
  cover: ArticleImage | null;
  deviceFamily: string | null;
}

function fieldsOf(editor: ArticleEditor | null): Fields {
  return {
    title: editor?.title ?? '',
    channel: editor?.channel ?? 'news',
    columnId: editor?.columnId ?? null,
    cover: editor?.cover ?? null,
    deviceFamily: editor?.deviceFamily ?? null,
  };
}

/** /publish: the article's fields, the editor, and its state with what can be done next. */
export function PublishForm({ initial }: { initial: ArticleEditor | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [article, setArticle] = useState<ArticleEditor | null>(initial);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial));
  const autosave = useAutosave(initial?.id ?? null, (saved, created) => {
    setArticle(saved);
    invalidateArticle(queryClient);
    // The address names the new draft, without a navigation that would rebuild the editor.
    if (created) window.history.replaceState(window.history.state, '', publishPath(saved.id));
  });
  const locked =
    article !== null && (article.state === 'review' || article.revision === 'submitted');

  const update = (changes: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...changes }));
    autosave.change(changes as ArticleDraftBody);
  };

  /** Saves what is pending, then runs an action on the (now existing) article. */
  const act = async (action: (id: number) => Promise<ArticleEditor>, done: string) => {
    if (!(await autosave.flush())) return;
    if (autosave.articleId() === null) autosave.change({ title: fields.title });
    if (!(await autosave.flush())) return;
    const id = autosave.articleId();
    if (id === null) return;
    try {
      const result = await action(id);
      setArticle(result);
      invalidateArticle(queryClient);
      toast.success(done);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="min-w-0 space-y-4">
        <label className="block">
          <span className="sr-only">{t('articles.title')}</span>
          <input
            value={fields.title}
            disabled={locked}
            maxLength={LIMITS.articleTitleMax}
            placeholder={t('articles.titlePlaceholder')}
            aria-label={t('articles.title')}
            onChange={(event) => update({ title: event.target.value })}
            className="w-full rounded-xl border border-border bg-surface px-4 py-3 text-2xl font-bold sm:text-3xl"
          />
        </label>
        <Suspense
          fallback={
            <div
              aria-hidden="true"
              className="h-96 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
            />
          }
        >
          <RichEditor
            initialContent={(initial?.content as ArticleDoc | undefined) ?? null}
            editable={!locked}
            onChange={(content) => autosave.change({ content })}
            onUploadImage={async (file) => {
              try {
                return (await articlesApi.uploadImage(file, file.name)).url;
              } catch (error) {
                toast.error(toApiError(error).message);
                return null;
              }
            }}
          />
        </Suspense>
      </div>
      <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start">
        <PublishStatus
          article={article}
          status={autosave.status}
          onSubmit={() => void act(articlesApi.submit, t('articles.submitted'))}
          onRevert={() => void act(articlesApi.revert, t('articles.reverted'))}
          onSettings={(body) =>
            void act((id) => articlesApi.settings(id, body), t('articles.saved'))
          }
        />
        <div className="space-y-4 rounded-[var(--radius-card)] border border-border bg-surface p-4">
          <label className="block">
            <span className="text-sm font-medium">{t('articles.channel')}</span>
            <select
              value={fields.channel}
              disabled={locked}
              onChange={(event) => update({ channel: event.target.value as ArticleChannel })}
              className={FIELD}
            >
              {ARTICLE_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {t(`articles.channels.${channel}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="text-sm font-medium">{t('articles.device')}</span>
            <select
              value={fields.deviceFamily ?? ''}
              disabled={locked}
              onChange={(event) => update({ deviceFamily: event.target.value || null })}
              className={FIELD}
            >
              <option value="">{t('articles.allDevices')}</option>
              {DEVICE_FAMILIES.map((family) => (
                <option key={family.code} value={family.code}>
                  {t(`families.${family.code}`)}
                </option>
              ))}
            </select>
          </label>
          <ColumnPicker
            value={fields.columnId}
            disabled={locked}
            onChange={(columnId) => update({ columnId })}
          />
          <CoverField
            cover={fields.cover}
            disabled={locked}
            onChange={(cover) => update({ cover })}
          />
        </div>
      </aside>
    </div>
  );
}
