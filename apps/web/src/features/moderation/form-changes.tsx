import type { FormChange } from '@space/contracts/upload-records';
import type { ReactNode } from 'react';
import { type KeySection, runtimeKey, useTranslation } from '../../lib/translator.ts';

/** Where a stored file is served (FileStorage.publicUrl on the server). */
const fileUrl = (key: string) => `/files/${key}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fields holding codes, and where their words are: a moderator reads "Stream Dock", not `streamDock`. */
const CODE_WORDS: Record<string, KeySection> = {
  deviceFamily: 'families',
  category: 'categories',
  types: 'contentTypes',
  originalType: 'contentTypes',
  supportedSystems: 'systems',
  supportedLanguages: 'languages',
};

/** One form value, readable: codes as words, images as thumbnails, links as text, tiers as pairs. */
function Value({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  const words = CODE_WORDS[field];
  const word = (code: unknown) =>
    words ? t(runtimeKey(words, String(code)), { defaultValue: String(code) }) : String(code);
  if (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  ) {
    return <span className="text-muted">—</span>;
  }
  if (field === 'avatar' && typeof value === 'string') {
    return <img src={fileUrl(value)} alt="" className="size-12 rounded-lg object-cover" />;
  }
  if (field === 'images' && Array.isArray(value)) {
    return (
      <span className="flex flex-wrap gap-1">
        {value.map((key) => (
          <img
            key={String(key)}
            src={fileUrl(String(key))}
            alt=""
            className="h-10 rounded object-cover"
          />
        ))}
      </span>
    );
  }
  if (typeof value === 'boolean') return <>{value ? t('review.yes') : t('review.no')}</>;
  if (Array.isArray(value)) {
    const parts: ReactNode[] = value.map((item) =>
      isRecord(item) ? `${String(item.label ?? '')} (${String(item.url ?? '')})` : word(item),
    );
    return <>{parts.join(', ')}</>;
  }
  if (isRecord(value)) {
    return (
      <>
        {Object.entries(value)
          // Tier prices and uses, or texts by language (decision 035).
          .map(([key, item]) => {
            const label = t(`tiers.${key}`, {
              defaultValue: t(`languages.${key}`, { defaultValue: key }),
            });
            return `${label}: ${String(item)}`;
          })
          .join(' · ')}
      </>
    );
  }
  return <span className="whitespace-pre-wrap">{word(value)}</span>;
}

/** The form against the previous published version (every filled field for a new product). */
export function FormChanges({ changes, isNew }: { changes: FormChange[]; isNew: boolean }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="text-sm text-muted">{t('review.noChanges')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th className="py-2 pr-4 font-medium">{t('review.field')}</th>
            {isNew ? null : <th className="py-2 pr-4 font-medium">{t('review.before')}</th>}
            <th className="py-2 font-medium">{isNew ? t('review.value') : t('review.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-t border-border align-top">
              <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap">
                {t(runtimeKey('review.fields', change.field))}
              </th>
              {isNew ? null : (
                <td className="py-2 pr-4 text-muted">
                  <Value field={change.field} value={change.before} />
                </td>
              )}
              <td className="py-2">
                <Value field={change.field} value={change.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
