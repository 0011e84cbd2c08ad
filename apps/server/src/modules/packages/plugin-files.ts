import { isPluginFolder } from '@space/contracts/package-names';
import type { Findings } from './package-findings.ts';

const IMAGE_EXTENSIONS = ['.png', '.svg', '.jpg', '.jpeg', '.gif', '.webp'];
const LOCALISATION = /^([a-z]{2}(?:_[A-Z]{2})?)\.json$/;

/** The files of the plugin folder, looked up as the desktop apps do: ignoring case. */
export interface PluginFiles {
  folder: string;
  /** The archive's name for `relative` inside the folder, or null when there is none. */
  path(relative: string): string | null;
  /** Like `path`, also trying the image extensions manifests leave out (`imgs/icon`). */
  image(relative: string): string | null;
  /** A manifest path that stays inside the folder: relative, no `..`, no backslash. */
  isSafePath(relative: string): boolean;
  localisations(): { path: string; language: string }[];
}

/** Names that could point outside the plugin folder are never looked up. */
function clean(relative: string): string | null {
  const trimmed = relative.replace(/^\.\//, '');
  if (trimmed === '' || trimmed.startsWith('/') || trimmed.includes('\\')) return null;
  if (
    /^[A-Za-z]:/.test(trimmed) ||
    trimmed.split('/').some((part) => part === '..' || part === '')
  ) {
    return null;
  }
  return trimmed;
}

/** Files the manifest check reads besides their names: JSON directly in a plugin folder. */
export function isPluginText(name: string): boolean {
  const [folder, file, ...rest] = name.split('/');
  return (
    rest.length === 0 && !!file && isPluginFolder(folder!) && file.toLowerCase().endsWith('.json')
  );
}

/**
 * Finds the one `<reverse.dns>.sdPlugin` folder at the top of a plugin package: none or
 * several are errors; files beside it are a warning (the desktop app ignores them).
 */
export function pluginLayout(files: string[], findings: Findings): PluginFiles | null {
  const folders = new Set<string>();
  const outside: string[] = [];
  for (const file of files) {
    const [top, ...rest] = file.split('/');
    if (rest.length > 0 && isPluginFolder(top!)) folders.add(top!);
    else outside.push(file);
  }
  if (folders.size === 0) {
    findings.error('plugin.folder_missing');
    return null;
  }
  if (folders.size > 1) {
    findings.error('plugin.folder_multiple', {
      params: { folders: [...folders].sort().join(', ') },
    });
    return null;
  }
  const folder = [...folders][0]!;
  if (outside.length > 0) {
    findings.warning('plugin.outside_folder', {
      entry: outside[0],
      params: { count: outside.length },
    });
  }
  const byLowerName = new Map<string, string>();
  for (const file of files) {
    if (file.startsWith(`${folder}/`)) byLowerName.set(file.toLowerCase(), file);
  }
  const path = (relative: string): string | null => {
    const safe = clean(relative);
    return safe === null ? null : (byLowerName.get(`${folder}/${safe}`.toLowerCase()) ?? null);
  };
  return {
    folder,
    path,
    image(relative) {
      const exact = path(relative);
      if (exact !== null) return exact;
      for (const extension of IMAGE_EXTENSIONS) {
        const found = path(`${relative}${extension}`);
        if (found !== null) return found;
      }
      return null;
    },
    isSafePath: (relative) => clean(relative) !== null,
    localisations() {
      const found: { path: string; language: string }[] = [];
      for (const file of byLowerName.values()) {
        const name = file.slice(folder.length + 1);
        const match = LOCALISATION.exec(name);
        if (match) found.push({ path: file, language: match[1]! });
      }
      return found.sort((a, b) => a.language.localeCompare(b.language));
    },
  };
}
