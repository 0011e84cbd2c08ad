import fs from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type LocalFileHeader, type ZipFile } from 'yauzl';

/** One entry of the central directory, as the inspection needs it. */
export interface ZipEntry {
  /** UTF-8 decoded (architecture §7: whatever the flag says); `�` where it was not UTF-8. */
  name: string;
  /** False when the raw name was not valid UTF-8. */
  utf8: boolean;
  isFolder: boolean;
  encrypted: boolean;
  symlink: boolean;
  compressionMethod: number;
  /** As the headers claim: only ever used to compute a ratio, never trusted as a size. */
  compressedSize: number;
  raw: Entry;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT_UTF8 = new TextDecoder('utf-8');
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function describe(raw: Entry): ZipEntry {
  const bytes = raw.fileNameRaw;
  let name: string;
  let utf8 = true;
  try {
    name = STRICT_UTF8.decode(bytes);
  } catch {
    name = LENIENT_UTF8.decode(bytes);
    utf8 = false;
  }
  // The unix mode sits in the high 16 bits of the external attributes (made on unix or macOS).
  const mode = (raw.externalFileAttributes >>> 16) & S_IFMT;
  return {
    name,
    utf8,
    isFolder: name.endsWith('/'),
    encrypted: raw.isEncrypted(),
    symlink: mode === S_IFLNK,
    compressionMethod: raw.compressionMethod,
    compressedSize: raw.compressedSize,
    raw,
  };
}

/**
 * A zip read one central-directory entry at a time (yauzl, lazyEntries), its data only on
 * request and always inflated for real, with yauzl checking the byte counts against the
 * headers (validateEntrySizes). Names are left raw: the inspection judges them itself.
 */
const OPTIONS = {
  lazyEntries: true,
  validateEntrySizes: true,
  decodeStrings: false,
  strictFileNames: false,
  autoClose: false,
} as const;

/** Raw bytes of the archive at a position: fewer than asked at its end. */
type ReadAt = (position: number, length: number) => Promise<Buffer>;

export class ZipReader {
  private constructor(
    private readonly zip: ZipFile,
    /** Raw bytes of the archive (the data descriptors yauzl never reads). */
    readonly readAt: ReadAt,
    private readonly release: () => Promise<void> = async () => {},
  ) {}

  static async open(filePath: string): Promise<ZipReader> {
    const zip = await yauzl.openPromise(filePath, OPTIONS);
    const handle = await fs.promises.open(filePath, 'r').catch((error: unknown) => {
      zip.close();
      throw error;
    });
    const readAt: ReadAt = async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    return new ZipReader(zip, readAt, () => handle.close());
  }

  /** An archive inside the package, held in memory (at most the package's own size). */
  static async fromBuffer(bytes: Buffer): Promise<ZipReader> {
    const zip = await yauzl.fromBufferPromise(bytes, OPTIONS);
    return new ZipReader(zip, async (position, length) =>
      bytes.subarray(position, position + length),
    );
  }

  /** Size of the whole archive in bytes. */
  get fileSize(): number {
    return this.zip.fileSize;
  }

  /** Entries the central directory announces. */
  get entryCount(): number {
    return this.zip.entryCount;
  }

  /** The next entry, or null after the last; rejects on a malformed directory. */
  next(): Promise<ZipEntry | null> {
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        this.zip.off('entry', onEntry);
        this.zip.off('end', onEnd);
        this.zip.off('error', onError);
      };
      const onEntry = (entry: Entry) => {
        cleanup();
        resolve(describe(entry));
      };
      const onEnd = () => {
        cleanup();
        resolve(null);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      this.zip.on('entry', onEntry);
      this.zip.on('end', onEnd);
      this.zip.on('error', onError);
      this.zip.readEntry();
    });
  }

  /** The entry's inflated bytes as a stream (errors: bad data, sizes that do not match). */
  openStream(entry: ZipEntry): Promise<Readable> {
    return this.zip.openReadStreamPromise(entry.raw);
  }

  /** The entry's local file header: what extractors that stream the archive go by. */
  localHeader(entry: ZipEntry): Promise<LocalFileHeader> {
    return this.zip.readLocalFileHeaderPromise(entry.raw);
  }

  async close(): Promise<void> {
    if (this.zip.isOpen) this.zip.close();
    await this.release();
  }
}
