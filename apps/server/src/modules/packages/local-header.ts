import type { LocalFileHeader } from 'yauzl';
import type { ZipEntry, ZipReader } from './zip-reader.ts';

/** Bit 3: CRC and sizes follow the data (a data descriptor) instead of sitting in the header. */
const DATA_DESCRIPTOR_FLAG = 0x0008;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const ZIP64_EXTRA = 0x0001;
const ZIP64_MARK = 0xffffffff;
/** Local header fields shown in the report: the field names of the zip specification. */
type HeaderField = 'missing' | 'flags' | 'method' | 'crc' | 'compressedSize' | 'uncompressedSize';

export interface HeaderProblem {
  code: 'zip.local_name' | 'zip.local_header' | 'zip.data_descriptor';
  params: Record<string, string>;
}

interface Claimed {
  crc: number;
  compressed: number;
  uncompressed: number;
}

const LENIENT_UTF8 = new TextDecoder('utf-8');
/** The local name is the creator's (or attacker's) text: shown, but cut short. */
const NAME_SHOWN_MAX = 300;

/**
 * Compares an entry's local file header, and its data descriptor when it has one, with its
 * central-directory entry (decision 053). yauzl reads the local header only to find where
 * the data starts; extractors that stream the archive (or recover a damaged one) trust the
 * local header instead, so a name, method, flag or size that differs there is how one
 * archive unpacks as two different things.
 */
export async function checkLocalHeader(
  reader: ZipReader,
  entry: ZipEntry,
): Promise<HeaderProblem[]> {
  let local: LocalFileHeader;
  try {
    local = await reader.localHeader(entry);
  } catch {
    return [{ code: 'zip.local_header', params: { field: 'missing' } }];
  }
  const central = entry.raw;
  const problems: HeaderProblem[] = [];
  const differs = (field: HeaderField) =>
    problems.push({ code: 'zip.local_header', params: { field } });
  if (!local.fileName.equals(central.fileNameRaw)) {
    const name = LENIENT_UTF8.decode(local.fileName).slice(0, NAME_SHOWN_MAX);
    problems.push({ code: 'zip.local_name', params: { name } });
  }
  if (local.generalPurposeBitFlag !== central.generalPurposeBitFlag) differs('flags');
  if (local.compressionMethod !== central.compressionMethod) differs('method');
  const deferred = (local.generalPurposeBitFlag & DATA_DESCRIPTOR_FLAG) !== 0;
  const sizes = localSizes(local);
  // With a data descriptor the header may leave these at zero; any other value must agree.
  const agrees = (value: number, expected: number) =>
    value === expected || (deferred && value === 0);
  if (!agrees(local.crc32, central.crc32)) differs('crc');
  if (!agrees(sizes.compressed, central.compressedSize)) differs('compressedSize');
  if (!agrees(sizes.uncompressed, central.uncompressedSize)) differs('uncompressedSize');
  if (deferred) {
    const field = await checkDescriptor(reader, local.fileDataStart + central.compressedSize, {
      crc: central.crc32,
      compressed: central.compressedSize,
      uncompressed: central.uncompressedSize,
    });
    if (field) problems.push({ code: 'zip.data_descriptor', params: { field } });
  }
  return problems;
}

/** The header's sizes, from its zip64 extra field when the 32-bit fields say so. */
function localSizes(local: LocalFileHeader): { compressed: number; uncompressed: number } {
  const sizes = { compressed: local.compressedSize, uncompressed: local.uncompressedSize };
  if (sizes.compressed !== ZIP64_MARK && sizes.uncompressed !== ZIP64_MARK) return sizes;
  const zip64 = extraField(local.extraField, ZIP64_EXTRA);
  // In a local header the zip64 field holds both sizes, uncompressed first.
  if (!zip64 || zip64.length < 16) return sizes;
  return {
    uncompressed: Number(zip64.readBigUInt64LE(0)),
    compressed: Number(zip64.readBigUInt64LE(8)),
  };
}

function extraField(extra: Buffer, id: number): Buffer | null {
  for (let at = 0; at + 4 <= extra.length;) {
    const size = extra.readUInt16LE(at + 2);
    if (extra.readUInt16LE(at) === id) return extra.subarray(at + 4, at + 4 + size);
    at += 4 + size;
  }
  return null;
}

/**
 * The data descriptor after the entry's data: its signature is optional and its sizes are 4
 * or 8 bytes (zip64), so each reading is tried; one that matches the central entry is
 * honest. Otherwise the field that differs in the likeliest reading.
 */
async function checkDescriptor(
  reader: ZipReader,
  position: number,
  central: Claimed,
): Promise<HeaderField | null> {
  const bytes = await reader.readAt(position, 24);
  const readings: Claimed[] = [];
  const signed = bytes.length >= 4 && bytes.readUInt32LE(0) === DESCRIPTOR_SIGNATURE;
  for (const start of signed ? [4, 0] : [0]) {
    if (bytes.length >= start + 12) {
      readings.push({
        crc: bytes.readUInt32LE(start),
        compressed: bytes.readUInt32LE(start + 4),
        uncompressed: bytes.readUInt32LE(start + 8),
      });
    }
    if (bytes.length >= start + 20) {
      readings.push({
        crc: bytes.readUInt32LE(start),
        compressed: Number(bytes.readBigUInt64LE(start + 4)),
        uncompressed: Number(bytes.readBigUInt64LE(start + 12)),
      });
    }
  }
  const first = readings[0];
  if (!first) return 'missing';
  const same = (reading: Claimed) =>
    reading.crc === central.crc &&
    reading.compressed === central.compressed &&
    reading.uncompressed === central.uncompressed;
  if (readings.some(same)) return null;
  if (first.crc !== central.crc) return 'crc';
  return first.compressed !== central.compressed ? 'compressedSize' : 'uncompressedSize';
}
