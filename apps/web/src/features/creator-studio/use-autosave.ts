import type { UploadRecord } from '@space/contracts/upload-records';
import { uploadDraftSchema, type UploadDraft, type UploadForm } from '@space/contracts/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { rememberRecord, uploadsApi } from './uploads-api.ts';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

const DELAY_MS = 800;

/** The typed fields only: avatar, images and the file are the server's to set. */
function typedDraft(values: object): UploadDraft {
  const { avatar: _avatar, images: _images, file: _file, ...typed } = values as UploadDraft;
  return typed;
}

/**
 * Saves the draft as the creator types (spec §2 "saved"; decision 028): a moment after the
 * last change, when every given field is well-formed (uploadDraftSchema); a field that is
 * not is shown as such and the save waits for it. `flush` saves at once; `stop` holds
 * saving while a submission is on its way, `resume` lets it go on when that failed.
 */
export function useAutosave(form: UseFormReturn<UploadForm>, record: UploadRecord) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const values = useWatch({ control: form.control });
  const serialized = JSON.stringify(typedDraft(values));
  const lastSaved = useRef(serialized);
  // Set once the record is submitted: a change still waiting must not reach it.
  const stopped = useRef(false);

  const save = useCallback(async (): Promise<boolean> => {
    if (stopped.current) return false;
    const parsed = uploadDraftSchema.safeParse(typedDraft(form.getValues()));
    if (!parsed.success) {
      setStatus('invalid');
      return false;
    }
    const body = JSON.stringify(parsed.data);
    setStatus('saving');
    try {
      rememberRecord(await uploadsApi.save(record.id, parsed.data));
      lastSaved.current = body;
      setStatus('saved');
      return true;
    } catch {
      setStatus('failed');
      return false;
    }
  }, [form, record.id]);

  useEffect(() => {
    if (!record.editable || serialized === lastSaved.current) return;
    const timer = setTimeout(() => void save(), DELAY_MS);
    return () => clearTimeout(timer);
  }, [serialized, record.editable, save]);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);
  return { status, flush: save, stop, resume };
}
