import type { PackageReport } from '@space/contracts/package-report';
import { KEPT_TEXT_MAX_BYTES, type ArchiveContents } from './archive-walk.ts';
import type { Findings } from './package-findings.ts';
import { pluginLayout, type PluginFiles } from './plugin-files.ts';

/** What the upload form says, checked against the manifest where given. */
export interface PluginExpectations {
  version?: string;
  /** The form's system codes: 'windows', 'macos'. */
  systems?: string[];
  /** The form's language codes ('en', 'zh', 'ko'): each needs a localisation file. */
  languages?: string[];
}

type ManifestSummary = NonNullable<PackageReport['manifest']>;
type Json = Record<string, unknown>;

/** StreamDock / Elgato `OS[].Platform` → the form's system codes. */
const PLATFORMS: Record<string, string> = { mac: 'macos', windows: 'windows' };
const VERSION = /^\d+(\.\d+){1,3}$/;
const TEXT_MAX = 100;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

/**
 * The plugin checks (decision 026): one `<reverse.dns>.sdPlugin` folder at the top holding a
 * StreamDock/Elgato-style `manifest.json` with Name, Version (the form's, when it gives one),
 * Author, Icon and CodePath (files present), SDKVersion, OS platforms (matching the form's
 * systems), Actions with unique UUIDs, each with its Icon and States; localisation files.
 */
export function checkPlugin(
  contents: ArchiveContents,
  findings: Findings,
  expected: PluginExpectations,
): ManifestSummary | undefined {
  const plugin = pluginLayout(contents.files, findings);
  if (!plugin) return undefined;
  const manifestPath = plugin.path('manifest.json');
  const bytes = manifestPath === null ? undefined : contents.texts.get(manifestPath);
  if (bytes === undefined) {
    findings.error('manifest.missing', { entry: `${plugin.folder}/manifest.json` });
    return undefined;
  }
  if (bytes === null) {
    findings.error('manifest.too_large', {
      entry: manifestPath!,
      params: { max: KEPT_TEXT_MAX_BYTES },
    });
    return undefined;
  }
  const manifest = parseJson(bytes);
  if (!isObject(manifest)) {
    findings.error('manifest.invalid_json', { entry: manifestPath! });
    return undefined;
  }
  const entry = manifestPath!;
  const text = (field: string): string | undefined => {
    const value = manifest[field];
    if (value === undefined || value === null || value === '') {
      findings.error('manifest.field_missing', { entry, params: { field } });
      return undefined;
    }
    if (typeof value !== 'string' || value.trim() === '' || value.length > TEXT_MAX) {
      findings.error('manifest.field_invalid', { entry, params: { field } });
      return undefined;
    }
    return value.trim();
  };
  const name = text('Name');
  const author = text('Author');
  const version = text('Version');
  if (version !== undefined && !VERSION.test(version)) {
    findings.error('manifest.field_invalid', { entry, params: { field: 'Version' } });
  } else if (version !== undefined && expected.version && version !== expected.version) {
    findings.error('manifest.version_mismatch', {
      entry,
      params: { manifest: version, form: expected.version },
    });
  }
  const sdkVersion = manifest.SDKVersion;
  if (sdkVersion === undefined) {
    findings.error('manifest.field_missing', { entry, params: { field: 'SDKVersion' } });
  } else if (typeof sdkVersion !== 'number' || !Number.isInteger(sdkVersion) || sdkVersion < 1) {
    findings.error('manifest.field_invalid', { entry, params: { field: 'SDKVersion' } });
  }
  requireFile(plugin, manifest, 'CodePath', findings, entry, false);
  for (const field of ['CodePathMac', 'CodePathWin', 'PropertyInspectorPath']) {
    if (manifest[field] !== undefined) requireFile(plugin, manifest, field, findings, entry, false);
  }
  requireFile(plugin, manifest, 'Icon', findings, entry, true);
  const systems = checkSystems(manifest.OS, findings, entry, expected.systems ?? []);
  const actionCount = checkActions(plugin, manifest.Actions, findings, entry);
  const languages = checkLocalisations(plugin, contents, findings, expected.languages ?? []);
  return {
    ...(name !== undefined ? { name } : {}),
    ...(version !== undefined ? { version } : {}),
    ...(author !== undefined ? { author } : {}),
    ...(typeof sdkVersion === 'number' ? { sdkVersion } : {}),
    systems,
    actionCount,
    languages,
  };
}

/** A path field of the manifest (or of an action) must name a file of the plugin folder. */
function requireFile(
  plugin: PluginFiles,
  owner: Json,
  field: string,
  findings: Findings,
  entry: string,
  image: boolean,
  label = field,
): void {
  const value = owner[field];
  if (value === undefined || value === null || value === '') {
    findings.error('manifest.field_missing', { entry, params: { field: label } });
    return;
  }
  if (typeof value !== 'string' || !plugin.isSafePath(value)) {
    findings.error('manifest.field_invalid', { entry, params: { field: label } });
    return;
  }
  const found = image ? plugin.image(value) : plugin.path(value);
  if (found === null) {
    findings.error('manifest.file_missing', { entry, params: { field: label, path: value } });
  }
}

function checkSystems(os: unknown, findings: Findings, entry: string, claimed: string[]) {
  if (os === undefined) {
    findings.error('manifest.field_missing', { entry, params: { field: 'OS' } });
    return [];
  }
  if (!Array.isArray(os) || os.length === 0) {
    findings.error('manifest.field_invalid', { entry, params: { field: 'OS' } });
    return [];
  }
  const systems = new Set<string>();
  for (const item of os) {
    const platform = isObject(item) ? item.Platform : undefined;
    const system = typeof platform === 'string' ? PLATFORMS[platform.toLowerCase()] : undefined;
    if (system) systems.add(system);
    else findings.error('manifest.os_unknown', { entry, params: { platform: String(platform) } });
  }
  for (const system of claimed) {
    if (!systems.has(system))
      findings.error('manifest.system_mismatch', { entry, params: { system } });
  }
  return [...systems].sort();
}

function checkActions(plugin: PluginFiles, actions: unknown, findings: Findings, entry: string) {
  if (actions === undefined) {
    findings.error('manifest.field_missing', { entry, params: { field: 'Actions' } });
    return 0;
  }
  if (!Array.isArray(actions) || actions.length === 0) {
    findings.error('manifest.field_invalid', { entry, params: { field: 'Actions' } });
    return 0;
  }
  const uuids = new Set<string>();
  actions.forEach((action: unknown, i) => {
    const label = `Actions[${i}]`;
    if (!isObject(action)) {
      findings.error('manifest.field_invalid', { entry, params: { field: label } });
      return;
    }
    const uuid = action.UUID;
    if (typeof uuid !== 'string' || uuid.trim() === '') {
      findings.error('manifest.field_missing', { entry, params: { field: `${label}.UUID` } });
    } else if (uuids.has(uuid.toLowerCase())) {
      findings.error('manifest.action_uuid_duplicate', { entry, params: { uuid } });
    } else {
      uuids.add(uuid.toLowerCase());
    }
    requireFile(plugin, action, 'Icon', findings, entry, true, `${label}.Icon`);
    if (action.PropertyInspectorPath !== undefined) {
      const field = `${label}.PropertyInspectorPath`;
      requireFile(plugin, action, 'PropertyInspectorPath', findings, entry, false, field);
    }
    const states = action.States;
    if (!Array.isArray(states) || states.length === 0) {
      findings.error('manifest.action_states_missing', {
        entry,
        params: { field: `${label}.States` },
      });
      return;
    }
    states.forEach((state: unknown, j) => {
      if (isObject(state) && state.Image !== undefined) {
        requireFile(plugin, state, 'Image', findings, entry, true, `${label}.States[${j}].Image`);
      }
    });
  });
  return actions.length;
}

/** `en.json`, `zh_CN.json`… beside the manifest: each valid JSON; the form's languages present. */
function checkLocalisations(
  plugin: PluginFiles,
  contents: ArchiveContents,
  findings: Findings,
  claimed: string[],
): string[] {
  const languages: string[] = [];
  for (const { path, language } of plugin.localisations()) {
    const bytes = contents.texts.get(path);
    if (!bytes || !isObject(parseJson(bytes))) {
      findings.error('manifest.localisation_invalid', { entry: path });
      continue;
    }
    languages.push(language);
  }
  if (plugin.localisations().length === 0) {
    findings.warning('manifest.localisation_missing', { entry: `${plugin.folder}/` });
  }
  for (const language of claimed) {
    const prefix = language.toLowerCase().split(/[-_]/)[0];
    const found = languages.some((code) => code.toLowerCase().split('_')[0] === prefix);
    if (!found) findings.error('manifest.language_missing', { params: { language } });
  }
  return languages.sort();
}
