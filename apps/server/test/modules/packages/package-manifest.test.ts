import type { PackageInspection } from '../../../src/modules/packages/inspect-package.ts';
import { describe, expect, it } from 'vitest';
import { codes, errors, packageInspector } from '../../support/package-inspector.ts';
import {
  PLUGIN_FOLDER,
  pluginEntries,
  pluginManifest,
  pluginZip,
  TINY_PNG,
  zipOf,
} from '../../support/zip-fixtures.ts';

/** Every finding of the StreamDock/Elgato manifest check, on zips made by yazl. */
const inspect = packageInspector();

describe('the plugin manifest (decision 026)', () => {
  const manifestFindings = async (
    options: Parameters<typeof pluginEntries>[0],
    expected: PackageInspection['expected'] = {},
  ) => (await inspect(await zipOf(pluginEntries(options)), { expected })).findings;
  const withoutFolder = (findings: { code: string; params?: object }[]) =>
    findings.map(({ code, params }) => (params ? { code, params } : { code }));

  it('needs one .sdPlugin folder at the top', async () => {
    const none = await inspect(await zipOf([{ name: 'plugin/index.html', content: 'x' }]));
    expect(errors(none)).toEqual(['plugin.folder_missing']);
    const two = await pluginZip({
      extra: [{ name: 'com.example.other.sdPlugin/manifest.json', content: '{}' }],
    });
    expect(errors(await inspect(two))).toEqual(['plugin.folder_multiple']);
    const beside = await pluginZip({ extra: [{ name: 'README.txt', content: 'x' }] });
    const report = await inspect(beside);
    expect(report.ok).toBe(true);
    expect(codes(report)).toEqual(['plugin.outside_folder']);
  });

  it('finds the manifest missing, broken or too large', async () => {
    expect(withoutFolder(await manifestFindings({ omit: ['manifest.json'] }))).toEqual([
      { code: 'manifest.missing' },
    ]);
    expect(withoutFolder(await manifestFindings({ manifest: '{"Name": ' }))).toEqual([
      { code: 'manifest.invalid_json' },
    ]);
    const huge = JSON.stringify(pluginManifest({ Description: 'x'.repeat(300 * 1024) }));
    expect(codes(await inspect(await pluginZip({ manifest: huge })))).toEqual([
      'manifest.too_large',
    ]);
  });

  it('needs Name, Author, Version, SDKVersion, CodePath, Icon, OS and Actions', async () => {
    const bare = pluginManifest();
    for (const field of [
      'Name',
      'Author',
      'Version',
      'SDKVersion',
      'CodePath',
      'Icon',
      'OS',
      'Actions',
    ]) {
      const { [field]: _dropped, ...rest } = bare;
      expect(withoutFolder(await manifestFindings({ manifest: rest })), field).toEqual([
        { code: 'manifest.field_missing', params: { field } },
      ]);
    }
  });

  it('checks the fields’ shapes', async () => {
    const invalid = async (overrides: Record<string, unknown>) =>
      withoutFolder(await manifestFindings({ manifest: pluginManifest(overrides) }));
    expect(await invalid({ Version: 'one' })).toEqual([
      { code: 'manifest.field_invalid', params: { field: 'Version' } },
    ]);
    expect(await invalid({ SDKVersion: 0 })).toEqual([
      { code: 'manifest.field_invalid', params: { field: 'SDKVersion' } },
    ]);
    expect(await invalid({ Name: 'x'.repeat(101) })).toEqual([
      { code: 'manifest.field_invalid', params: { field: 'Name' } },
    ]);
    expect(await invalid({ OS: [] })).toEqual([
      { code: 'manifest.field_invalid', params: { field: 'OS' } },
    ]);
    expect(await invalid({ CodePath: '../outside.html' })).toEqual([
      { code: 'manifest.field_invalid', params: { field: 'CodePath' } },
    ]);
  });

  it('matches the form’s version, systems and languages', async () => {
    const findings = await manifestFindings(
      { manifest: pluginManifest({ OS: [{ Platform: 'windows' }] }) },
      { version: '1.0.1', systems: ['windows', 'macos'], languages: ['en', 'ko'] },
    );
    expect(withoutFolder(findings)).toEqual([
      { code: 'manifest.version_mismatch', params: { manifest: '1.0.0', form: '1.0.1' } },
      { code: 'manifest.system_mismatch', params: { system: 'macos' } },
      { code: 'manifest.language_missing', params: { language: 'ko' } },
    ]);
    expect(
      withoutFolder(
        await manifestFindings({ manifest: pluginManifest({ OS: [{ Platform: 'linux' }] }) }),
      ),
    ).toEqual([{ code: 'manifest.os_unknown', params: { platform: 'linux' } }]);
  });

  it('needs the files it names: Icon, CodePath, action icons and state images', async () => {
    const findings = await manifestFindings({
      omit: [
        'imgs/plugin_icon.png',
        'plugin/index.html',
        'imgs/state_1.png',
        'property_inspector/index.html',
      ],
    });
    expect(withoutFolder(findings)).toEqual([
      { code: 'manifest.file_missing', params: { field: 'CodePath', path: 'plugin/index.html' } },
      {
        code: 'manifest.file_missing',
        params: { field: 'PropertyInspectorPath', path: 'property_inspector/index.html' },
      },
      { code: 'manifest.file_missing', params: { field: 'Icon', path: 'imgs/plugin_icon' } },
      {
        code: 'manifest.file_missing',
        params: { field: 'Actions[1].States[1].Image', path: 'imgs/state_1' },
      },
    ]);
  });

  it('needs unique action UUIDs, each action with States', async () => {
    const [time, date] = pluginManifest().Actions as Record<string, unknown>[];
    const findings = await manifestFindings({
      manifest: pluginManifest({
        Actions: [
          time,
          { ...date, UUID: 'COM.example.clock.TIME', States: [] },
          { Icon: 'imgs/action_icon', States: [{}] },
        ],
      }),
    });
    expect(withoutFolder(findings)).toEqual([
      { code: 'manifest.action_uuid_duplicate', params: { uuid: 'COM.example.clock.TIME' } },
      { code: 'manifest.action_states_missing', params: { field: 'Actions[1].States' } },
      { code: 'manifest.field_missing', params: { field: 'Actions[2].UUID' } },
    ]);
  });

  it('wants localisation files, each valid JSON', async () => {
    const none = await inspect(await pluginZip({ omit: ['en.json', 'zh_CN.json'] }));
    expect(none.ok).toBe(true);
    expect(codes(none)).toEqual(['manifest.localisation_missing']);
    const broken = await manifestFindings({
      omit: ['zh_CN.json'],
      extra: [{ name: `${PLUGIN_FOLDER}/zh_CN.json`, content: 'not json' }],
    });
    expect(broken).toEqual([
      {
        code: 'manifest.localisation_invalid',
        severity: 'error',
        entry: `${PLUGIN_FOLDER}/zh_CN.json`,
      },
    ]);
  });

  it('checks a package without chosen types as a plugin when it has a .sdPlugin folder', async () => {
    const plugin = await inspect(await pluginZip({ omit: ['manifest.json'] }), {
      kind: 'unknown',
    });
    expect(errors(plugin)).toEqual(['manifest.missing']);
    const icons = await inspect(await zipOf([{ name: 'icons/a.png', content: TINY_PNG }]), {
      kind: 'unknown',
    });
    expect(icons.ok).toBe(true);
    expect(icons.manifest).toBeUndefined();
  });
});
