import { userInfoSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { LIMITS } from '@space/contracts/limits';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { multipart } from '../../support/upload-fixtures.ts';
import { build } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const MiB = 1024 * 1024;
const FILE_TYPE_WRONG =
  'The file type is wrong. Please check whether the file format and content are correct.';
const userEnvelope = envelope(userInfoSchema.strict());
const VALID = { nickName: 'Nora', note: 'Hello there', birthday: '1990-04-05', sex: 'female' };

/** Red 50px bands left and right of a green 300×300 centre: only green survives a centre crop. */
function bandedPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="#ff0000"/><rect x="50" width="300" height="300" fill="#00ff00"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('the profile API', async () => {
  const { app, database } = await build({ prepare: (db) => ensureReferenceData(db.db) });
  const user = await createTestUser(app, { nickName: 'Before' });
  const token = await tokenFor(app, user);

  function patch(body: Record<string, unknown>, headers: Record<string, string> = bearer(token)) {
    return app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: body });
  }

  function upload(
    content: Buffer | string,
    { filename = 'avatar.png', type = 'image/png', name = 'file' } = {},
  ) {
    const body = multipart([{ name, filename, type, content }]);
    return app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...bearer(token), 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  async function fieldPaths(response: Awaited<ReturnType<typeof patch>>) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: ERROR_MESSAGES.VALIDATION_FAILED.en });
    return response
      .json()
      .data.fields.map((field: { path: string }) => field.path)
      .sort();
  }

  describe('PATCH /api/users/me', () => {
    it('updates the profile and answers the user info', async () => {
      const response = await patch(VALID);
      expect(response.statusCode, response.body).toBe(200);
      expect(userEnvelope.parse(response.json()).data).toMatchObject({
        id: user.id,
        nickName: 'Nora',
        note: 'Hello there',
        birthday: '1990-04-05',
        sex: 'female',
      });
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        nickName: 'Nora',
        note: 'Hello there',
        birthday: '1990-04-05',
        sex: 'female',
      });
    });

    it.each([
      ['nickName', 'n'.repeat(LIMITS.profileNicknameMax), 200],
      ['nickName', 'n'.repeat(LIMITS.profileNicknameMax + 1), 400],
      ['nickName', '   ', 400],
      ['note', 's'.repeat(LIMITS.signatureMax), 200],
      ['note', 's'.repeat(LIMITS.signatureMax + 1), 400],
      ['note', '', 200],
      ['birthday', '2024-02-29', 200],
      ['birthday', '2023-02-29', 400],
      ['birthday', '05/04/1990', 400],
      ['sex', 'unset', 200],
      ['sex', 'other', 400],
    ])('%s = %j answers %i', async (field, value, status) => {
      const response = await patch({ ...VALID, [field]: value });
      if (status === 200) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data[field]).toBe(field === 'nickName' ? value.trim() : value);
      } else {
        expect(await fieldPaths(response)).toEqual([`body.${field}`]);
      }
    });

    it('requires birthday and sex, naming both', async () => {
      const { birthday: _birthday, sex: _sex, ...rest } = VALID;
      expect(await fieldPaths(await patch(rest))).toEqual(['body.birthday', 'body.sex']);
    });

    it('translates the field messages', async () => {
      const response = await patch(
        { ...VALID, nickName: 'n'.repeat(51) },
        { ...bearer(token), lang: 'zh-CN' },
      );
      expect(response.json().data.fields).toEqual([
        { path: 'body.nickName', message: '昵称最多 50 个字符。' },
      ]);
    });

    it('needs a login', async () => {
      const response = await patch(VALID, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    });
  });

  describe('POST /api/users/me/avatar', () => {
    it('stores a 400×300 PNG as a centre-cropped 256×256 WebP and serves it', async () => {
      const response = await upload(await bandedPng());
      expect(response.statusCode, response.body).toBe(200);
      const { data } = userEnvelope.parse(response.json());
      expect(data.avatar).toMatch(/^\/files\/avatars\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(`/files/${row!.avatarKey}`).toBe(data.avatar);

      const served = await app.inject({ method: 'GET', url: data.avatar! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const image = sharp(served.rawPayload);
      expect(await image.metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
      const { data: pixels, info } = await image.raw().toBuffer({ resolveWithObject: true });
      // Near every edge (resampling blends the outermost pixel with its neighbour band).
      for (const [x, y] of [
        [3, 3],
        [252, 3],
        [3, 252],
        [252, 252],
        [128, 128],
      ] as const) {
        const at = (y * info.width + x) * info.channels;
        const [red, green] = [pixels[at]!, pixels[at + 1]!];
        expect({ x, y, red: red < 40, green: green > 200 }).toEqual({
          x,
          y,
          red: true,
          green: true,
        });
      }
    });

    it('drops the metadata of the upload', async () => {
      const jpeg = await sharp({
        create: { width: 320, height: 320, channels: 3, background: '#abcdef' },
      })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret camera owner', Artist: 'Someone' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const response = await upload(jpeg, { filename: 'photo.jpg', type: 'image/jpeg' });
      expect(response.statusCode, response.body).toBe(200);
      const served = await app.inject({ method: 'GET', url: response.json().data.avatar });
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret camera owner')).toBe(false);
    });

    it('refuses a text file, whatever it claims to be, with 415', async () => {
      const response = await upload('just some text, not an image', { filename: 'avatar.png' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: ERRORS.UNSUPPORTED_MEDIA_TYPE.code,
        msg: FILE_TYPE_WRONG,
        data: null,
      });
    });

    it('refuses an SVG, which is not a photo format', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
      const response = await upload(svg, { filename: 'a.svg', type: 'image/svg+xml' });
      expect(response.statusCode).toBe(415);
    });

    it('refuses a truncated image', async () => {
      const png = await plainPng(300, 300);
      const response = await upload(png.subarray(0, Math.floor(png.length / 2)));
      expect(response.statusCode).toBe(415);
    });

    it('answers 413 for a file over 5 MiB, and reads one of exactly 5 MiB', async () => {
      const over = await upload(Buffer.alloc(5 * MiB + 1, 1));
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        code: ERRORS.PAYLOAD_TOO_LARGE.code,
        msg: 'The image can be at most 5 MB.',
        data: null,
      });
      // Exactly at the limit the file is read, then refused for what it is.
      expect((await upload(Buffer.alloc(5 * MiB, 1))).statusCode).toBe(415);
    });

    it.each([
      ['10000×10000', 10_000, 10_000],
      ['8001×10', 8001, 10],
      ['7500×7500 (56 megapixels)', 7500, 7500],
      ['5000×5000 (25 megapixels, over the avatar limit of 24)', 5000, 5000],
    ])('refuses a %s image with 400', async (_label, width, height) => {
      const response = await upload(await plainPng(width, height));
      expect(response.statusCode).toBe(400);
      const message = 'The image can be at most 8000 pixels on a side and 24 megapixels in total.';
      expect(response.json()).toEqual({
        code: 400,
        msg: message,
        data: { fields: [{ path: 'file', message }] },
      });
    });

    it('answers 400 naming the file when the form has none', async () => {
      const body = multipart([{ name: 'note', content: 'no file here' }]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/me/avatar',
        headers: { ...bearer(token), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toEqual([
        { path: 'file', message: 'Please choose an image file.' },
      ]);
    });

    it('answers 415 to a body that is not multipart', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/me/avatar',
        headers: bearer(token),
        payload: { file: 'data:image/png;base64,AAAA' },
      });
      expect(response.statusCode).toBe(415);
    });

    it('works over real HTTP with a FormData upload, small and too large', async () => {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      async function send(bytes: Buffer) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'avatar.png');
        return fetch(`${address}/api/users/me/avatar`, {
          method: 'POST',
          headers: bearer(token),
          body: form,
        });
      }
      const ok = await send(await plainPng(64, 48));
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { data: { avatar: string } }).data.avatar).toMatch(/\.webp$/);
      const tooLarge = await send(Buffer.alloc(6 * MiB, 7));
      expect(tooLarge.status).toBe(413);
      expect(((await tooLarge.json()) as { code: number }).code).toBe(
        ERRORS.PAYLOAD_TOO_LARGE.code,
      );
    });

    it('needs a login', async () => {
      const body = multipart([
        { name: 'file', filename: 'a.png', content: await plainPng(10, 10) },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/me/avatar',
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
