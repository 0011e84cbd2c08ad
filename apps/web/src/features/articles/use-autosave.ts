import type { ArticleDraftBody, ArticleEditor } from '@space/contracts/articles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../../lib/api-client.ts';
import { articlesApi } from './articles-api.ts';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string };

const DELAY_MS = 1200;

/**
 * Autosave of /publish. Changed fields collect and go to the server 1.2 s after the last
 * change, one request at a time; the first save creates the draft. A failed save keeps its
 * fields for the next attempt, so nothing typed is lost; `flush` saves at once (before
 * submitting) and answers whether everything reached the server.
 */
export function useAutosave(
  initialId: number | null,
  onSaved: (editor: ArticleEditor, created: boolean) => void,
) {
  const id = useRef(initialId);
  const pending = useRef<ArticleDraftBody>({});
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });

  const send = useCallback(async (): Promise<boolean> => {
    const body = pending.current;
    if (Object.keys(body).length === 0) return true;
    pending.current = {};
    setStatus({ kind: 'saving' });
    try {
      const created = id.current === null;
      const result = created
        ? await articlesApi.create(body)
        : await articlesApi.save(id.current!, body);
      id.current = result.id;
      saved.current(result, created);
      const more = Object.keys(pending.current).length > 0;
      setStatus(more ? { kind: 'unsaved' } : { kind: 'saved', at: new Date() });
      return true;
    } catch (error) {
      pending.current = { ...body, ...pending.current };
      setStatus({ kind: 'failed', message: toApiError(error).message });
      return false;
    }
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (Object.keys(pending.current).length === 0) return true;
    const run = send();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [send]);

  const change = useCallback(
    (fields: ArticleDraftBody) => {
      pending.current = { ...pending.current, ...fields };
      setStatus({ kind: 'unsaved' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DELAY_MS);
    },
    [flush],
  );

  // Leaving the page: save what is left, and warn while a change has not reached the server.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (Object.keys(pending.current).length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void flush();
    };
  }, [flush]);

  return { status, change, flush, articleId: () => id.current };
}
