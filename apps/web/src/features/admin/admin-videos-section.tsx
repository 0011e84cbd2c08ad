import type { AdminVideo, AdminVideoCreateMeta } from '@space/contracts/admin-videos';
import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { LOCALES, type Locale } from '@space/contracts/locales';
import { VIDEO_TOPICS } from '@space/contracts/videos';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Drawer } from '../../components/ui/drawer.tsx';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { formatBytes } from '../../lib/format-bytes.ts';
import { UploadProgress } from '../upload/upload-progress.tsx';
import { formatDuration } from '../../lib/duration.ts';
import { adminVideoApi, adminVideoQueries, movedIds } from './admin-videos-api.ts';
import { ActionError, Cell, Field, inputClass, Panel, Table, useAction } from './admin-ui.tsx';

type Texts = AdminVideoCreateMeta['title'];
const EMPTY: Texts = { en: '', zh: '', ko: '' };

/** Device family and topic pickers, shared by the edit dialog and the upload form. */
function FamilyTopic({
  family,
  topic,
  onChange,
}: {
  family: string;
  topic: string;
  onChange: (next: { deviceFamily?: string; topic?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('admin.videos.family')}>
        <select
          className={inputClass}
          value={family}
          onChange={(event) => onChange({ deviceFamily: event.target.value })}
        >
          {DEVICE_FAMILIES.map(({ code }) => (
            <option key={code} value={code}>
              {t(`families.${code}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('admin.videos.topic')}>
        <select
          className={inputClass}
          value={topic}
          onChange={(event) => onChange({ topic: event.target.value })}
        >
          {VIDEO_TOPICS.map((code) => (
            <option key={code} value={code}>
              {t(`videos.topics.${code}`)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

/** A title and a description in each language; only English is required. */
function TextFields({
  title,
  description,
  onTitle,
  onDescription,
}: {
  title: Texts;
  description: Texts;
  onTitle: (next: Texts) => void;
  onDescription: (next: Texts) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {LOCALES.map((lang: Locale) => (
        <div key={lang} className="flex flex-col gap-2">
          <Field label={t(`admin.videos.titleIn.${lang}`)}>
            <input
              className={inputClass}
              value={title[lang]}
              maxLength={120}
              required={lang === 'en'}
              lang={lang}
              onChange={(event) => onTitle({ ...title, [lang]: event.target.value })}
            />
          </Field>
          <Field label={t(`admin.videos.descriptionIn.${lang}`)}>
            <textarea
              className={inputClass}
              rows={2}
              value={description[lang]}
              maxLength={1000}
              lang={lang}
              onChange={(event) => onDescription({ ...description, [lang]: event.target.value })}
            />
          </Field>
        </div>
      ))}
      <p className="text-xs text-muted">{t('admin.videos.translationHint')}</p>
    </>
  );
}

function EditDialog({ video, onClose }: { video: AdminVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState<Texts>(video.title);
  const [description, setDescription] = useState<Texts>(video.description);
  const [picked, setPicked] = useState({ deviceFamily: video.deviceFamily, topic: video.topic });
  const { error, run } = useAction();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title,
      description,
      deviceFamily: picked.deviceFamily,
      topic: picked.topic as AdminVideoCreateMeta['topic'],
    };
    if (await run(() => adminVideoApi.update(video.id, body))) onClose();
  };
  return (
    <Drawer open onClose={onClose} label={t('admin.videos.editTitle')}>
      <form className="flex flex-col gap-3 p-5" onSubmit={(event) => void save(event)}>
        <h2 className="text-lg font-semibold">{t('admin.videos.editTitle')}</h2>
        <FamilyTopic
          family={picked.deviceFamily}
          topic={picked.topic}
          onChange={(next) => setPicked({ ...picked, ...next })}
        />
        <TextFields
          title={title}
          description={description}
          onTitle={setTitle}
          onDescription={setDescription}
        />
        <ActionError error={error} />
        <div className="flex gap-2">
          <Button type="submit">{t('admin.save')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.videos.cancel')}
          </Button>
        </div>
      </form>
    </Drawer>
  );
}

function UploadForm({ maxBytes }: { maxBytes: number }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState<Texts>(EMPTY);
  const [description, setDescription] = useState<Texts>(EMPTY);
  const [picked, setPicked] = useState({ deviceFamily: 'streamDock', topic: 'gettingStarted' });
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const { error, run } = useAction();
  const tooLarge = file !== null && file.size > maxBytes;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    setAdded(null);
    setProgress({ sent: 0, total: file.size });
    const meta = {
      deviceFamily: picked.deviceFamily,
      topic: picked.topic,
      title,
      description,
    } as AdminVideoCreateMeta;
    const done = await run(async () => {
      const created = await adminVideoApi.upload(meta, file, (sent, total) =>
        setProgress({ sent, total }),
      );
      setAdded(created.title.en);
    });
    setProgress(null);
    if (done) {
      setFile(null);
      setTitle(EMPTY);
      setDescription(EMPTY);
    }
  };
  return (
    <Panel title={t('admin.videos.upload')}>
      <p className="mb-4 text-sm text-muted">
        {t('admin.videos.uploadHint', { size: formatBytes(maxBytes) })}
      </p>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
        <Field label={t('admin.videos.file')}>
          <input
            className={inputClass}
            type="file"
            accept="video/mp4,.mp4"
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <FamilyTopic
          family={picked.deviceFamily}
          topic={picked.topic}
          onChange={(next) => setPicked({ ...picked, ...next })}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <TextFields
            title={title}
            description={description}
            onTitle={setTitle}
            onDescription={setDescription}
          />
          {tooLarge ? (
            <p role="alert" className="text-sm text-danger">
              {t('admin.videos.tooLarge', { size: formatBytes(maxBytes) })}
            </p>
          ) : null}
          {progress ? (
            <UploadProgress
              sent={progress.sent}
              total={progress.total}
              label={file?.name}
              className="max-w-md"
            />
          ) : null}
          {progress && progress.sent >= progress.total ? (
            <p className="text-sm text-muted">{t('admin.videos.processing')}</p>
          ) : null}
          {added ? (
            <p role="status" className="text-sm text-success">
              {t('admin.videos.added', { title: added })}
            </p>
          ) : null}
          <ActionError error={error} />
          <div>
            <Button type="submit" disabled={progress !== null || tooLarge}>
              {t('admin.videos.uploadButton')}
            </Button>
          </div>
        </div>
      </form>
    </Panel>
  );
}

/** The console's "Video tutorials" section: order, hide or show, edit, delete, upload. */
export function VideosSection() {
  const { t } = useTranslation();
  const query = useQuery(adminVideoQueries.list());
  const list = query.data?.list ?? [];
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const { error, run } = useAction();
  const move = (index: number, step: -1 | 1) =>
    void run(() => adminVideoApi.reorder(movedIds(list, index, step)));
  return (
    <div className="flex flex-col gap-5">
      <Panel title={t('admin.nav.videos')}>
        {query.isSuccess && list.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.empty')}</p>
        ) : (
          <Table
            head={[
              t('admin.videos.order'),
              t('admin.videos.title'),
              t('admin.videos.family'),
              t('admin.videos.topic'),
              t('admin.videos.duration'),
              t('admin.videos.state'),
              '',
            ]}
          >
            {list.map((video, index) => (
              <tr key={video.id}>
                <Cell>
                  <div className="flex gap-1">
                    <Button
                      variant="secondary"
                      disabled={index === 0}
                      aria-label={t('admin.videos.moveUp', { title: video.title.en })}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={index === list.length - 1}
                      aria-label={t('admin.videos.moveDown', { title: video.title.en })}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                  </div>
                </Cell>
                <Cell>
                  <div className="flex items-center gap-3">
                    {video.thumbnailUrl ? (
                      <img
                        src={video.thumbnailUrl}
                        alt=""
                        width={64}
                        height={36}
                        className="rounded"
                      />
                    ) : null}
                    <span>
                      {video.title.en} <span className="text-muted">{video.slug}</span>
                    </span>
                  </div>
                </Cell>
                <Cell>{t(runtimeKey('families', video.deviceFamily))}</Cell>
                <Cell>{t(runtimeKey('videos.topics', video.topic))}</Cell>
                <Cell>{formatDuration(video.durationSeconds)}</Cell>
                <Cell>{video.hiddenAt ? t('admin.videos.hidden') : t('admin.videos.shown')}</Cell>
                <Cell>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      onClick={() =>
                        void run(() =>
                          adminVideoApi.update(video.id, { hidden: video.hiddenAt === null }),
                        )
                      }
                    >
                      {video.hiddenAt ? t('admin.videos.show') : t('admin.videos.hide')}
                    </Button>
                    <Button variant="secondary" onClick={() => setEditing(video)}>
                      {t('admin.videos.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        if (
                          window.confirm(t('admin.videos.deleteConfirm', { title: video.title.en }))
                        ) {
                          void run(() => adminVideoApi.remove(video.id));
                        }
                      }}
                    >
                      {t('admin.videos.delete')}
                    </Button>
                  </div>
                </Cell>
              </tr>
            ))}
          </Table>
        )}
        <ActionError error={error} />
      </Panel>
      {query.data ? <UploadForm maxBytes={query.data.uploadMaxBytes} /> : null}
      {editing ? <EditDialog video={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
