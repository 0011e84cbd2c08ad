import { checkEntryName, PACKAGE_LIMITS } from '@space/contracts/package-names';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { precheckPackage, type PackageFile } from '../src/features/upload/package-precheck.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function fileOf(bytes: Uint8Array, name = 'package.zip'): File {
  // A copy over a plain ArrayBuffer, as BlobPart wants it.
  return new File([new Uint8Array(bytes)], name, { type: 'application/zip' });
}

function zip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const tree: Zippable = {};
  for (const [name, content] of Object.entries(entries)) {
    tree[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(tree);
}

const plugin = {
  'com.example.clock.sdPlugin/manifest.json': '{"Name":"Clock"}',
  'com.example.clock.sdPlugin/plugin/index.html': '<!doctype html>',
  'com.example.clock.sdPlugin/imgs/plugin_icon.png': PNG,
  'com.example.clock.sdPlugin/zh_CN.json': '{}',
};

const codes = async (file: PackageFile) =>
  (await precheckPackage(file)).report.findings.map((finding) => finding.code);

describe('package precheck in the browser (spec §5, decision 026)', () => {
  it('passes a well-formed plugin zip', async () => {
    const result = await precheckPackage(fileOf(zip(plugin)));
    expect(result.message).toBeNull();
    expect(result.report).toMatchObject({ ok: true, fileName: 'package.zip', entryCount: 4 });
    expect(result.report.findings).toEqual([]);
  });

  it('refuses more than 20 MB before reading a byte', async () => {
    let read = false;
    const huge: PackageFile = {
      name: 'huge.zip',
      size: PACKAGE_LIMITS.maxBytes + 1,
      arrayBuffer: async () => {
        read = true;
        return new ArrayBuffer(0);
      },
      slice: () => new Blob(),
    };
    const result = await precheckPackage(huge);
    expect(result.report.findings).toEqual([
      { code: 'zip.too_large', severity: 'error', params: { max: PACKAGE_LIMITS.maxBytes } },
    ]);
    expect(result.message).toBe('messages.fileUploadFailed');
    expect(read).toBe(false);
  });

  it('says the file type is wrong for a renamed file, another extension or a broken zip', async () => {
    const renamed = await precheckPackage(fileOf(PNG, 'picture.zip'));
    expect(renamed.report.findings.map((f) => f.code)).toEqual(['zip.not_zip']);
    expect(renamed.message).toBe('messages.fileTypeWrong');
    expect(await codes(fileOf(zip(plugin), 'plugin.rar'))).toEqual(['zip.file_name']);
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    const corrupt = await precheckPackage(fileOf(broken));
    expect(corrupt.report.findings.map((f) => f.code)).toEqual(['zip.corrupt']);
    expect(corrupt.message).toBe('messages.fileTypeWrong');
  });

  it('says the naming is not standardized for names outside the rule, naming each', async () => {
    const result = await precheckPackage(
      fileOf(
        zip({
          ...plugin,
          'com.example.clock.sdPlugin/imgs/icon@2x.png': PNG,
          'icons/图标.png': PNG,
        }),
      ),
    );
    expect(result.message).toBe('messages.fileNamingInvalid');
    expect(result.report.findings).toEqual([
      {
        code: 'names.invalid',
        severity: 'error',
        entry: 'com.example.clock.sdPlugin/imgs/icon@2x.png',
        params: { segment: 'icon@2x.png' },
      },
      {
        code: 'names.invalid',
        severity: 'error',
        entry: 'icons/图标.png',
        params: { segment: '图标.png' },
      },
    ]);
  });

  it('refuses `..`, absolute paths and duplicate names with the failure message', async () => {
    const result = await precheckPackage(
      fileOf(
        zip({
          '../evil.js': 'x',
          '/etc/passwd': 'x',
          'icons/Icon.png': PNG,
          'icons/ICON.png': PNG,
        }),
      ),
    );
    expect(result.report.findings.map((f) => f.code)).toEqual([
      'zip.slip',
      'zip.absolute_path',
      'zip.duplicate',
    ]);
    expect(result.message).toBe('messages.fileUploadFailed');
  });

  it('ignores OS junk, as the server does', async () => {
    const result = await precheckPackage(
      fileOf(
        zip({
          ...plugin,
          '__MACOSX/._manifest.json': 'x',
          'com.example.clock.sdPlugin/.DS_Store': 'x',
        }),
      ),
    );
    expect(result.message).toBeNull();
  });

  it('says the file could not be read when the browser fails to read it', async () => {
    const unreadable: PackageFile = {
      name: 'gone.zip',
      size: 100,
      arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
      slice: () => new Blob(),
    };
    const result = await precheckPackage(unreadable);
    expect(result.message).toBe('messages.fileReadFailed');
    expect(result.report.findings.map((f) => f.code)).toEqual(['file.read_failed']);
  });

  it('applies the contracts’ name rule, the one the server applies', () => {
    expect(checkEntryName('com.example.tool.sdPlugin/imgs/Icon_2.png')).toEqual({
      ok: true,
      junk: false,
    });
    expect(checkEntryName('imgs/app.min.js')).toMatchObject({ ok: false, code: 'names.invalid' });
    expect(checkEntryName('a\\b.png')).toMatchObject({ ok: false, code: 'zip.backslash' });
    expect(checkEntryName('C:/x.png')).toMatchObject({ ok: false, code: 'zip.absolute_path' });
  });
});
