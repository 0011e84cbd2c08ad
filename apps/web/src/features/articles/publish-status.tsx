import type { ArticleEditor, ArticleSettingsBody } from '@space/contracts/articles';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { articlePath } from '../../config/paths.ts';
import { StateBadge } from './state-badge.tsx';
import type { SaveStatus } from './use-autosave.ts';

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const text = {
    idle: t('articles.autosave.idle'),
    unsaved: t('articles.autosave.unsaved'),
    saving: t('articles.autosave.saving'),
    saved:
      status.kind === 'saved'
        ? t('articles.autosave.saved', {
            time: status.at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
          })
        : '',
    failed:
      status.kind === 'failed' ? t('articles.autosave.failed', { message: status.message }) : '',
  }[status.kind];
  return (
    <p
      role="status"
      data-testid="autosave"
      data-state={status.kind}
      className={`text-xs ${status.kind === 'failed' ? 'text-danger' : 'text-muted'}`}
    >
      {text}
    </p>
  );
}

/** Where the article stands, the autosave, and the state changes and settings open to it. */
export function PublishStatus({
  article,
  status,
  onSubmit,
  onRevert,
  onSettings,
}: {
  article: ArticleEditor | null;
  status: SaveStatus;
  onSubmit: () => void;
  onRevert: () => void;
  onSettings: (body: ArticleSettingsBody) => void;
}) {
  const { t } = useTranslation();
  const state = article?.state ?? 'draft';
  const revision = article?.revision ?? 'none';
  const waiting = state === 'review' || revision === 'submitted';
  const canSubmit = !waiting && (state !== 'published' || revision !== 'none');
  const visibility = article?.visibility ?? 'public';
  const takeDown = state === 'published' && revision !== 'submitted';
  const revertLabel = waiting ? t('articles.withdraw') : t('articles.revert');
  const explain = waiting
    ? t('articles.explain.waiting')
    : state === 'published'
      ? revision === 'none'
        ? t('articles.explain.published')
        : t('articles.explain.editing')
      : t('articles.explain.draft');

  return (
    <section
      aria-label={t('articles.status')}
      className="space-y-3 rounded-[var(--radius-card)] border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2" data-testid="article-state">
        <StateBadge state={state} revision={revision} />
        {article && state !== 'draft' ? (
          <Link to={articlePath(article.id)} className="ml-auto text-xs text-primary underline">
            {t('articles.view')}
          </Link>
        ) : null}
      </div>
      <SaveIndicator status={status} />
      <p className="text-sm text-muted">{explain}</p>
      {article?.reason && (state === 'rejected' || revision === 'rejected') ? (
        <p className="rounded-lg bg-danger/10 p-2 text-sm text-danger">
          {t('articles.rejectedBecause', { reason: article.reason })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={!canSubmit} onClick={onSubmit}>
          {t('articles.submit')}
        </Button>
        {article && state !== 'draft' ? (
          <Button
            variant="secondary"
            onClick={() => {
              if (!takeDown || window.confirm(t('articles.takeDownConfirm'))) onRevert();
            }}
          >
            {revertLabel}
          </Button>
        ) : null}
      </div>
      <fieldset className="space-y-2 border-t border-border pt-3">
        <legend className="sr-only">{t('articles.settings')}</legend>
        <div className="flex gap-2" role="radiogroup" aria-label={t('articles.visibility')}>
          {(['public', 'private'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={visibility === value}
              onClick={() => visibility !== value && onSettings({ visibility: value })}
              className={`flex-1 rounded-full px-3 py-1.5 text-sm font-medium ${
                visibility === value
                  ? 'bg-primary text-on-primary'
                  : 'border border-border hover:bg-surface-2'
              }`}
            >
              {t(`articles.visibilities.${value}`)}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={article?.pinned ?? false}
            onChange={(event) => onSettings({ pinned: event.target.checked })}
          />
          {t('articles.pinLabel')}
        </label>
        <p className="text-xs text-muted">{t('articles.settingsNow')}</p>
      </fieldset>
    </section>
  );
}
