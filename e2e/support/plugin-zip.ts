import yazl from 'yazl';

/**
 * A real plugin package for the creator journeys (issue 11): a zip made by yazl with one
 * `<reverse.dns>.sdPlugin` folder whose StreamDock/Elgato manifest passes every server check
 * (decision 026). Playwright's `setInputFiles` takes the answer of `pluginZipFile` as is.
 */
export interface PluginZipOptions {
  /** The manifest's Version: must equal the form's version. */
  version?: string;
  name?: string;
  author?: string;
  /** The top folder's reverse-DNS id (letters, digits, underscores and dots). */
  id?: string;
  /** Manifest OS platforms: 'mac' and/or 'windows'. */
  platforms?: ('mac' | 'windows')[];
  /** Localisation files beside the manifest, e.g. ['en', 'zh_CN']. */
  languages?: string[];
}

/** A 1×1 PNG for the icons the manifest names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function pluginZip(options: PluginZipOptions = {}): Promise<Buffer> {
  const id = options.id ?? 'com.space.e2e.clock';
  const folder = `${id}.sdPlugin`;
  const manifest = {
    Name: options.name ?? 'E2E Clock',
    Version: options.version ?? '1.0.0',
    Author: options.author ?? 'Stream Craft',
    Description: 'Shows the time on a key.',
    Icon: 'imgs/plugin_icon',
    CodePath: 'plugin/index.html',
    SDKVersion: 2,
    OS: (options.platforms ?? ['mac', 'windows']).map((Platform) => ({ Platform })),
    Actions: [
      {
        UUID: `${id}.time`,
        Name: 'Time',
        Icon: 'imgs/action_icon',
        States: [{ Image: 'imgs/action_icon' }],
      },
    ],
  };
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  const add = (name: string, content: Buffer | string) =>
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), `${folder}/${name}`, {
      mtime,
    });
  add('manifest.json', JSON.stringify(manifest, null, 2));
  add('plugin/index.html', '<!doctype html><title>Clock</title><script src="main.js"></script>');
  add('plugin/main.js', 'setInterval(() => {}, 1000);');
  add('imgs/plugin_icon.png', PNG);
  add('imgs/action_icon.png', PNG);
  for (const language of options.languages ?? ['en', 'zh_CN']) {
    add(`${language}.json`, JSON.stringify({ Description: 'Clock' }));
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The package as a file to choose in the upload form. */
export async function pluginZipFile(
  options: PluginZipOptions & { fileName?: string } = {},
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return {
    name: options.fileName ?? 'e2e_clock.zip',
    mimeType: 'application/zip',
    buffer: await pluginZip(options),
  };
}
