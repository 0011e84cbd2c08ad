import zlib from 'node:zlib';
import { PACKAGE_LIMITS } from '@space/contracts/package-names';
import { describe, expect, it } from 'vitest';
import { packageRefusal } from '../../../src/modules/packages/package-findings.ts';
import { errors, packageInspector } from '../../support/package-inspector.ts';
import {
  claimCrc,
  nestedZip,
  patchDataDescriptor,
  patchLocalHeader,
  PLUGIN_FOLDER,
  pluginZip,
  renameEntry,
  spreadBomb,
  streamedZipOf,
  TINY_PNG,
  zeroBomb,
  zipOf,
} from '../../support/zip-fixtures.ts';

const inspect = packageInspector();
const other = { kind: 'other' as const };
const icons = (compress = true) =>
  zipOf([
    { name: 'icons/a.png', content: TINY_PNG, compress },
    { name: 'icons/b.txt', content: 'hello '.repeat(50), compress },
  ]);

describe('local headers agree with the central directory (issue 25, decision 053)', () => {
  it('refuses a local header that names `../evil.png` where the directory says `icons/a.png`', async () => {
    for (const compress of [true, false]) {
      const zip = patchLocalHeader(await icons(compress), 'icons/a.png', { name: '../evil.png' });
      const report = await inspect(zip, other);
      expect(report.findings).toEqual([
        {
          code: 'zip.local_name',
          severity: 'error',
          entry: 'icons/a.png',
          params: { name: '../evil.png' },
        },
      ]);
      expect(packageRefusal(report).errorName).toBe('PACKAGE_REJECTED');
    }
  });

  it('refuses content whose CRC-32 is not the one the headers state', async () => {
    for (const compress of [true, false]) {
      const zip = claimCrc(await icons(compress), 'icons/b.txt', 0x1234_5678);
      const report = await inspect(zip, other);
      expect(report.findings).toEqual([
        { code: 'zip.crc', severity: 'error', entry: 'icons/b.txt' },
      ]);
    }
  });

  it('refuses a local header whose method, flags, CRC or sizes differ', async () => {
    const zip = await icons();
    const cases = [
      [{ method: 0 }, 'method'],
      [{ flags: 0x0802 }, 'flags'],
      [{ crc: 0xdead_beef }, 'crc'],
      [{ compressedSize: 7 }, 'compressedSize'],
      [{ uncompressedSize: 7 }, 'uncompressedSize'],
    ] as const;
    for (const [patch, field] of cases) {
      const report = await inspect(patchLocalHeader(zip, 'icons/b.txt', patch), other);
      expect(report.findings, field).toEqual([
        { code: 'zip.local_header', severity: 'error', entry: 'icons/b.txt', params: { field } },
      ]);
    }
  });

  it('takes honest data descriptors and refuses one that lies', async () => {
    const entries = [
      { name: 'icons/a.png', content: TINY_PNG },
      { name: 'icons/b.txt', content: 'hello '.repeat(50) },
    ];
    const zip = await streamedZipOf(entries);
    // The fixture really has bit 3 set and zeros in the local header.
    expect(zip.readUInt16LE(6) & 0x0008).toBe(0x0008);
    expect(zip.readUInt32LE(14)).toBe(0);
    const honest = await inspect(zip, other);
    expect(honest.findings).toEqual([]);
    for (const [patch, field] of [
      [{ uncompressedSize: 5 }, 'uncompressedSize'],
      [{ compressedSize: 5 }, 'compressedSize'],
      [{ crc: 1 }, 'crc'],
    ] as const) {
      const report = await inspect(patchDataDescriptor(zip, 'icons/b.txt', patch), other);
      expect(report.findings, field).toEqual([
        { code: 'zip.data_descriptor', severity: 'error', entry: 'icons/b.txt', params: { field } },
      ]);
    }
  });

  it('still passes a valid plugin, checked through every header', async () => {
    const report = await inspect(await pluginZip());
    expect(report.ok).toBe(true);
    expect(report.findings).toEqual([]);
  });
});

describe('archives inside the package (issue 25, decision 053)', () => {
  it('refuses ten inner zip bombs of 10 MiB each in a small package', async () => {
    const bomb = await zeroBomb(10 * 1024 * 1024);
    const zip = await zipOf(
      Array.from({ length: 10 }, (_, i) => ({ name: `data/bomb_${i}.zip`, content: bomb })),
    );
    expect(zip.length).toBeLessThan(200 * 1024);
    const report = await inspect(zip, other);
    expect(report.findings).toEqual([
      {
        code: 'zip.ratio',
        severity: 'error',
        entry: 'data/bomb_0.zip › data/zeros.bin',
        params: { max: PACKAGE_LIMITS.maxRatio },
      },
    ]);
    expect(packageRefusal(report).errorName).toBe('PACKAGE_REJECTED');
  });

  it('counts inner archives against the package’s total, and finds them by their bytes', async () => {
    // Each about 40:1 (under the ratio cap), 11 MiB inflated; ten of them pass 100 MiB.
    const part = await spreadBomb(11 * 1024 * 1024, 4);
    const zip = await zipOf(
      Array.from({ length: 10 }, (_, i) => ({
        name: `data/part_${i}.bin`,
        content: part,
        compress: false,
      })),
    );
    const report = await inspect(zip, other);
    expect(errors(report)).toEqual(['zip.too_large_uncompressed']);
    expect(report.findings[0]!.entry).toMatch(/^data\/part_\d\.bin › data\/part_\d\.bin$/);
  });

  it('refuses escaping paths inside an inner archive, by name', async () => {
    const inner = renameEntry(
      await zipOf([{ name: 'xx/evil.js', content: 'payload' }]),
      'xx/evil.js',
      '../evil.js',
    );
    const report = await inspect(await zipOf([{ name: 'data/inner.zip', content: inner }]), other);
    expect(report.findings).toEqual([
      { code: 'zip.slip', severity: 'error', entry: 'data/inner.zip › ../evil.js' },
    ]);
  });

  it(`opens archives ${PACKAGE_LIMITS.maxNestingDepth} deep and refuses deeper ones`, async () => {
    const leaf = await zipOf([{ name: 'sounds/click.txt', content: 'click' }]);
    const deepest = await inspect(await nestedZip(leaf, PACKAGE_LIMITS.maxNestingDepth), other);
    expect(deepest.findings).toEqual([]);
    const tooDeep = await inspect(await nestedZip(leaf, PACKAGE_LIMITS.maxNestingDepth + 1), other);
    expect(tooDeep.findings).toEqual([
      {
        code: 'zip.inner_too_deep',
        severity: 'error',
        entry: 'data/level_1.zip › data/level_2.zip › data/level_3.zip',
        params: { max: PACKAGE_LIMITS.maxNestingDepth },
      },
    ]);
  });

  it('passes a plugin holding an ordinary zip, whose own names follow no naming rule', async () => {
    const sounds = await zipOf([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'sounds/click-1.txt', content: 'click' },
    ]);
    const report = await inspect(
      await pluginZip({ extra: [{ name: `${PLUGIN_FOLDER}/assets/sounds.zip`, content: sounds }] }),
    );
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('refuses archives it cannot look into, and a .zip that is not one', async () => {
    const gzip = zlib.gzipSync(Buffer.alloc(1024));
    const report = await inspect(
      await zipOf([
        { name: 'data/notes.gz', content: gzip },
        { name: 'data/blob.bin', content: gzip },
        { name: 'data/fake.zip', content: 'not a zip at all' },
      ]),
      other,
    );
    // One finding per rule (decision 077), naming each entry once.
    expect(report.findings).toEqual([
      {
        code: 'zip.inner_unsupported',
        severity: 'error',
        entry: 'data/notes.gz',
        entries: ['data/notes.gz', 'data/blob.bin'],
        params: { format: 'gzip' },
      },
      { code: 'zip.inner_corrupt', severity: 'error', entry: 'data/fake.zip' },
    ]);
  });

  it('checks the local headers of inner archives too', async () => {
    const inner = patchLocalHeader(await icons(), 'icons/a.png', { name: '../evil.png' });
    const report = await inspect(await zipOf([{ name: 'data/inner.zip', content: inner }]), other);
    expect(report.findings).toEqual([
      {
        code: 'zip.local_name',
        severity: 'error',
        entry: 'data/inner.zip › icons/a.png',
        params: { name: '../evil.png' },
      },
    ]);
  });
});
