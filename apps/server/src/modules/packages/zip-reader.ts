import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

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
export class ZipReader {
  private constructor(private readonly zip: ZipFile) {}

  static async open(filePath: string): Promise<ZipReader> {
    const zip = await yauzl.openPromise(filePath, {
      lazyEntries: true,
      validateEntrySizes: true,
      decodeStrings: false,
      strictFileNames: false,
      autoClose: false,
    });
    return new ZipReader(zip);
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

  close(): void {
    if (this.zip.isOpen) this.zip.close();
  }
}
