import fs from 'node:fs/promises';

/** The ffmpeg binary and its version, or null when the package has none for this platform. */
export async function findFfmpeg(): Promise<{ path: string; version: string } | null> {
  try {
    const installer = (await import('@ffmpeg-installer/ffmpeg')).default;
    await fs.access(installer.path, fs.constants.X_OK);
    return { path: installer.path, version: String(installer.version) };
  } catch {
    return null;
  }
}
