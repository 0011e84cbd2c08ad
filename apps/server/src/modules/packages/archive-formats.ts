/** Archive formats an entry of a package can be, told by its first bytes (decision 053). */
export type ArchiveFormat = 'zip' | 'gzip' | 'bzip2' | 'xz' | 'zstd' | '7z' | 'rar' | 'tar' | 'cab';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Signatures and where they sit; several bytes each, so ordinary files do not match by chance. */
const SIGNATURES: { format: ArchiveFormat; at: number; bytes: number[] }[] = [
  { format: 'zip', at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] },
  { format: 'zip', at: 0, bytes: [0x50, 0x4b, 0x05, 0x06] },
  { format: 'zip', at: 0, bytes: [0x50, 0x4b, 0x07, 0x08] },
  { format: 'gzip', at: 0, bytes: [0x1f, 0x8b, 0x08] },
  { format: 'xz', at: 0, bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { format: 'zstd', at: 0, bytes: [0x28, 0xb5, 0x2f, 0xfd] },
  { format: '7z', at: 0, bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { format: 'rar', at: 0, bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { format: 'cab', at: 0, bytes: ascii('MSCF\0\0\0\0') },
  { format: 'tar', at: 257, bytes: ascii('ustar') },
];

/** Bytes needed to tell every format above (tar's mark ends at 262). */
export const SNIFF_BYTES = 262;

export function archiveFormat(name: string, head: Buffer): ArchiveFormat | null {
  for (const { format, at, bytes } of SIGNATURES) {
    if (bytes.every((byte, i) => head[at + i] === byte)) return format;
  }
  // bzip2: "BZh" and the block size digit.
  if (
    head.length >= 4 &&
    head.toString('latin1', 0, 3) === 'BZh' &&
    /[1-9]/.test(String.fromCharCode(head[3]!))
  ) {
    return 'bzip2';
  }
  // Named as a zip, whatever it holds: it must then be one that can be read.
  return /\.zip$/i.test(name) ? 'zip' : null;
}

/**
 * Holds an entry's inflated bytes while they may be an archive: until its first bytes say
 * it is not one, or up to `maxBytes` (past that only the fact that it was too large is kept).
 */
export class ArchiveSniffer {
  private chunks: Buffer[] = [];
  private held = 0;
  private decided: ArchiveFormat | null | undefined;
  overflow = false;

  constructor(
    private readonly name: string,
    private readonly maxBytes: number,
  ) {}

  push(chunk: Buffer): void {
    if (this.decided === null) return;
    this.held += chunk.length;
    if (this.held > this.maxBytes) {
      this.overflow = true;
      this.chunks = [];
    } else if (!this.overflow) {
      this.chunks.push(chunk);
    }
    if (this.decided === undefined && this.held >= SNIFF_BYTES) this.decide();
  }

  /** What the entry is, once all of it has been pushed. */
  format(): ArchiveFormat | null {
    if (this.decided === undefined) this.decide();
    return this.decided ?? null;
  }

  /** The entry's bytes (an archive within the size cap). */
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }

  private decide(): void {
    this.decided = archiveFormat(this.name, Buffer.concat(this.chunks));
    if (this.decided === null) this.chunks = [];
  }
}
