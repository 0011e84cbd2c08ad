import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { PACKAGE_LIMITS } from '@space/contracts/package-names';
import type { PackageReport } from '@space/contracts/package-report';
import { describe, expect, it } from 'vitest';
import { packageRefusal } from '../../../src/modules/packages/package-findings.ts';
import { errors, packageInspector } from '../../support/package-inspector.ts';
import {
  claimSize,
  flagEntry,
  noise,
  PLUGIN_FOLDER,
  pluginZip,
  renameEntry,
  spreadBomb,
  TINY_PNG,
  zeroBomb,
  zipOf,
} from '../../support/zip-fixtures.ts';

const inspect = packageInspector();
const refusal = (report: PackageReport) => packageRefusal(report).errorName;
const spec = {
  typeWrong: ERROR_MESSAGES.PACKAGE_TYPE_WRONG.en,
  naming: ERROR_MESSAGES.PACKAGE_NAMES_INVALID.en,
  failed: ERROR_MESSAGES.PACKAGE_REJECTED.en,
};

describe('package inspection (spec §5, decision 026)', () => {
  it('passes a valid plugin and reads its manifest', async () => {
    const report = await inspect(await pluginZip(), {
      expected: { version: '1.0.0', systems: ['windows', 'macos'], languages: ['en', 'zh'] },
    });
    expect(report.ok, JSON.stringify(report.findings)).toBe(true);
    expect(report.findings).toEqual([]);
    expect(report.entryCount).toBe(11);
    expect(report.manifest).toEqual({
      name: 'Clock',
      version: '1.0.0',
      author: 'Stream Craft',
      sdkVersion: 2,
      systems: ['macos', 'windows'],
      actionCount: 2,
      languages: ['en', 'zh_CN'],
    });
  });

  it('spec §8 messages: the spec strings, word for word', () => {
    expect(spec.typeWrong).toBe(
      'The file type is wrong. Please check whether the file format and content are correct.',
    );
    expect(spec.naming).toBe('The naming format of the uploaded file is not standardized.');
    expect(spec.failed).toBe('File upload failed.');
  });

  describe('what is not a zip: the file type is wrong', () => {
    it('refuses a PNG renamed to .zip', async () => {
      const report = await inspect(TINY_PNG);
      expect(errors(report)).toEqual(['zip.not_zip']);
      expect(packageRefusal(report).errorName).toBe('PACKAGE_TYPE_WRONG');
    });
    it('refuses a zip that is not named .zip, and a truncated one', async () => {
      const zip = await pluginZip();
      expect(errors(await inspect(zip, { fileName: 'clock.rar' }))).toEqual(['zip.file_name']);
      const cut = await inspect(zip.subarray(0, zip.length - 30));
      expect(errors(cut)).toEqual(['zip.corrupt']);
      expect(packageRefusal(cut).errorName).toBe('PACKAGE_TYPE_WRONG');
    });
    it('refuses an archive with no file', async () => {
      const report = await inspect(await zipOf([{ name: 'empty/', folder: true }]), {
        kind: 'other',
      });
      expect(errors(report)).toEqual(['zip.empty']);
    });
  });

  describe('size', () => {
    it('refuses 21 MB and takes exactly 20 MB', async () => {
      const over = await inspect(noise(21 * 1024 * 1024), { kind: 'other' });
      expect(errors(over)).toEqual(['zip.too_large']);
      expect(refusal(over)).toBe('PACKAGE_REJECTED');
      const stored = await zipOf([
        { name: 'data/noise.bin', content: noise(1024), compress: false },
      ]);
      const padding = PACKAGE_LIMITS.maxBytes - stored.length;
      const atLimit = await zipOf([
        { name: 'data/noise.bin', content: noise(1024 + padding), compress: false },
      ]);
      expect(atLimit.length).toBe(PACKAGE_LIMITS.maxBytes);
      expect((await inspect(atLimit, { kind: 'other' })).ok).toBe(true);
    });
  });

  describe('zip bombs: every byte inflated and counted', () => {
    it('stops a small zip of zeros at the ratio cap', async () => {
      const bomb = await zeroBomb(200 * 1024 * 1024);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const report = await inspect(bomb, { kind: 'other' });
      expect(errors(report)).toEqual(['zip.ratio']);
      expect(report.uncompressedBytes).toBeLessThan(PACKAGE_LIMITS.maxUncompressedBytes);
      expect(packageRefusal(report).errorName).toBe('PACKAGE_REJECTED');
    });
    it('stops moderately compressed files at the total cap', async () => {
      const bomb = await spreadBomb(PACKAGE_LIMITS.maxUncompressedBytes + 1024 * 1024);
      expect(bomb.length).toBeLessThan(PACKAGE_LIMITS.maxBytes);
      const report = await inspect(bomb, { kind: 'other' });
      expect(errors(report)).toEqual(['zip.too_large_uncompressed']);
      expect(report.uncompressedBytes).toBeGreaterThan(PACKAGE_LIMITS.maxUncompressedBytes);
    });
    it('refuses headers that lie about the inflated size', async () => {
      const zip = await zipOf([{ name: 'data/big.txt', content: 'x'.repeat(100_000) }]);
      const report = await inspect(claimSize(zip, 'data/big.txt', 10), { kind: 'other' });
      expect(errors(report)).toEqual(['zip.size_mismatch']);
    });
    it('refuses more entries than the cap before reading any', async () => {
      const entries = Array.from({ length: PACKAGE_LIMITS.maxEntries + 1 }, (_, i) => ({
        name: `icons/icon_${i}.png`,
        content: '',
        compress: false,
      }));
      const report = await inspect(await zipOf(entries), { kind: 'other' });
      expect(errors(report)).toEqual(['zip.too_many_entries']);
    });
  });

  describe('paths that could escape (zip slip) and other unsafe entries', () => {
    const base = (name: string) =>
      zipOf([
        { name: 'icons/ok.png', content: TINY_PNG },
        { name, content: 'payload' },
      ]);
    it('refuses `..`', async () => {
      const zip = renameEntry(await base('xx/evil.js'), 'xx/evil.js', '../evil.js');
      const report = await inspect(zip, { kind: 'other' });
      expect(report.findings).toEqual([
        { code: 'zip.slip', severity: 'error', entry: '../evil.js' },
      ]);
      expect(refusal(report)).toBe('PACKAGE_REJECTED');
    });
    it('refuses absolute paths and drive letters', async () => {
      const slash = renameEntry(await base('xetc/passwd'), 'xetc/passwd', '/etc/passwd');
      expect(errors(await inspect(slash, { kind: 'other' }))).toEqual(['zip.absolute_path']);
      const drive = renameEntry(await base('xxxwin/evil.js'), 'xxxwin/evil.js', 'C:/win/evil.js');
      expect(errors(await inspect(drive, { kind: 'other' }))).toEqual(['zip.absolute_path']);
    });
    it('refuses backslashes', async () => {
      const zip = renameEntry(await base('x_y/evil.js'), 'x_y/evil.js', 'x\\y/evil.js');
      expect(errors(await inspect(zip, { kind: 'other' }))).toEqual(['zip.backslash']);
    });
    it('refuses symlinks', async () => {
      const zip = await zipOf([
        { name: 'icons/ok.png', content: TINY_PNG },
        { name: 'icons/link', content: '/etc/passwd', mode: 0o120777 },
      ]);
      const report = await inspect(zip, { kind: 'other' });
      expect(report.findings).toEqual([
        { code: 'zip.symlink', severity: 'error', entry: 'icons/link' },
      ]);
    });
    it('refuses encrypted entries', async () => {
      const zip = flagEntry(await base('icons/secret.png'), 'icons/secret.png', 0x1);
      const report = await inspect(zip, { kind: 'other' });
      expect(errors(report)).toEqual(['zip.encrypted']);
    });
    it('refuses duplicate names, ignoring case', async () => {
      const zip = renameEntry(
        await zipOf([
          { name: 'icons/Icon.png', content: TINY_PNG },
          { name: 'icons/xcon.png', content: TINY_PNG },
        ]),
        'icons/xcon.png',
        'icons/ICON.png',
      );
      const report = await inspect(zip, { kind: 'other' });
      expect(report.findings).toEqual([
        { code: 'zip.duplicate', severity: 'error', entry: 'icons/ICON.png' },
      ]);
    });
  });

  describe('names: English letters, digits and underscores (spec §5)', () => {
    it('refuses other characters with the naming message', async () => {
      for (const name of [
        'icons/my-icon.png',
        'icons/图标.png',
        'icons/icon@2x.png',
        'my icons/a.png',
        'icons/app.min.js',
      ]) {
        const report = await inspect(await zipOf([{ name, content: TINY_PNG }]), { kind: 'other' });
        expect(errors(report), name).toEqual(['names.invalid']);
        expect(packageRefusal(report).errorName, name).toBe('PACKAGE_NAMES_INVALID');
      }
    });
    it('takes one extension, and dots in the top .sdPlugin folder only', async () => {
      const fine = await zipOf([
        { name: 'com.example.tool.sdPlugin/icons/Icon_2.PNG', content: TINY_PNG },
        { name: 'com.example.tool.sdPlugin/README', content: 'read me' },
      ]);
      expect((await inspect(fine, { kind: 'other' })).ok).toBe(true);
      const nested = await zipOf([{ name: 'icons/com.x.sdPlugin/a.png', content: TINY_PNG }]);
      expect((await inspect(nested, { kind: 'other' })).findings).toEqual([
        {
          code: 'names.invalid',
          severity: 'error',
          entry: 'icons/com.x.sdPlugin/a.png',
          params: { segment: 'com.x.sdPlugin' },
        },
      ]);
    });
    it('refuses names that are not UTF-8', async () => {
      const zip = await zipOf([{ name: 'icons/x.png', content: TINY_PNG }]);
      const latin1 = Buffer.from(zip);
      for (
        let at = latin1.indexOf('icons/x.png');
        at !== -1;
        at = latin1.indexOf('icons/x.png', at + 1)
      ) {
        latin1[at + 6] = 0xe9; // "é" in Latin-1: not UTF-8 on its own
      }
      expect(errors(await inspect(latin1, { kind: 'other' }))).toEqual(['names.encoding']);
    });
    it('ignores OS junk (__MACOSX, .DS_Store) with a warning', async () => {
      const zip = await pluginZip({
        extra: [
          { name: '__MACOSX/._com.example.clock.sdPlugin', content: 'apple double' },
          { name: `${PLUGIN_FOLDER}/.DS_Store`, content: 'finder' },
        ],
      });
      const report = await inspect(zip);
      expect(report.ok).toBe(true);
      expect(report.findings).toEqual([
        {
          code: 'names.os_junk',
          severity: 'warning',
          entry: '__MACOSX/._com.example.clock.sdPlugin',
          params: { count: 2 },
        },
      ]);
    });
  });

  it('gives one finding per rule, naming each offending file once (decision 077)', async () => {
    const entries = Array.from({ length: 130 }, (_, i) => ({
      name: `icons/icon-${i}.png`,
      content: '',
    }));
    const report = await inspect(await zipOf(entries), { kind: 'other' });
    const invalid = report.findings.filter((finding) => finding.code === 'names.invalid');
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.entry).toBe('icons/icon-0.png');
    expect(invalid[0]!.entries).toHaveLength(50);
    expect(new Set(invalid[0]!.entries).size).toBe(50);
    expect(invalid[0]!.entries![49]).toBe('icons/icon-49.png');
    expect(invalid[0]!.moreEntries).toBe(80);
  });
});
