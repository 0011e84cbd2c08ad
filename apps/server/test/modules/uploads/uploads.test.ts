import {
  uploadDraftSchema,
  uploadFormSchema,
  UPLOAD_MESSAGES,
  type UploadDraft,
} from '@space/contracts/uploads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import {
  api,
  attachPackage,
  completeForm,
  dataOf,
  person,
  readyRecord,
  uploadImage,
} from '../../support/creator-fixtures.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';

/**
 * Every rule of spec §5 for the upload form, on both sides of each limit, checked the way the
 * browser checks it (the shared schema) and the way the server does (the API), plus the
 * creator opt-in and the spec §8 messages (decision 028).
 */
const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
const creator = await person(app, { isCreator: true });
const record = dataOf<{ id: number }>(await api(app, creator, 'POST', '/api/uploads', {}));

const x = (n: number) => 'x'.repeat(n);

/** Field value → well-formed or not (drafts: blank is allowed, "not typed yet"). */
const BOUNDARIES: [keyof UploadDraft, unknown, boolean][] = [
  ['name', 'a', true],
  ['name', x(100), true],
  ['name', x(101), false],
  ['author', 'a', true],
  ['author', x(100), true],
  ['author', x(101), false],
  ['originalType', x(100), true],
  ['originalType', x(101), false],
  ['types', ['plugin', 'icon', 'scene', 'numericKeycap', 'animatedBackground'], true],
  ['types', ['plugin', 'icon', 'scene', 'numericKeycap', 'animatedBackground', 'theme'], false],
  ['types', ['plugin', 'plugin'], false],
  ['types', ['theme'], false], // not a Stream Dock type
  ['size', '23', true],
  ['size', '23.5', true],
  ['size', '23.', false],
  ['size', 'a', false],
  ['size', '.5', false],
  ['version', '1.0.0', true],
  ['version', '10.20.300', true],
  ['version', '1.0', false],
  ['version', '1.0.0.0', false],
  ['version', 'v1.0.0', false],
  ['version', '01.0.0', false],
  ['prices', { general: '9.99', ordinary: '0', premium: '1', svip: '0.5' }, true],
  ['prices', { general: '9.999', ordinary: '0', premium: '0', svip: '0' }, false],
  ['prices', { general: '9.', ordinary: '0', premium: '0', svip: '0' }, false],
  ['prices', { general: '-1', ordinary: '0', premium: '0', svip: '0' }, false],
  ['uses', { general: '-1', ordinary: '0', premium: '1', svip: '250' }, true],
  ['uses', { general: '-2', ordinary: '0', premium: '0', svip: '0' }, false],
  ['uses', { general: '1.5', ordinary: '0', premium: '0', svip: '0' }, false],
  ['supportedSystems', ['windows', 'macos'], true],
  ['supportedSystems', ['linux'], false],
  ['relatedLinks', [{ label: 'Docs', url: 'https://example.com' }], true],
  ['relatedLinks', [{ label: 'Bad', url: 'javascript:alert(1)' }], false],
  ['supportedDevices', [x(100)], true],
  ['supportedDevices', [x(101)], false],
  // Decision 035: translations, the long description and the oldest app version.
  ['nameTranslations', { zh: x(100), ko: '' }, true],
  ['nameTranslations', { ko: x(101) }, false],
  ['nameTranslations', { en: 'Two\nlines' }, false],
  ['overviewTranslations', { en: x(5000) }, true],
  ['overviewTranslations', { zh: x(5001) }, false],
  ['newVersionInfoTranslations', { ko: x(2000) }, true],
  ['newVersionInfoTranslations', { ko: x(2001) }, false],
  ['description', `# Title\n\n${x(19_000)}`, true],
  ['description', x(20_001), false],
  ['minAppVersion', '3.10.188', true],
  ['minAppVersion', '3.1', true],
  ['minAppVersion', '', true],
  ['minAppVersion', '3', false],
  ['minAppVersion', '3.1.2.3.4', false],
  ['minAppVersion', 'v3.1', false],
];

describe('each field on both sides of its limit', () => {
  it.each(BOUNDARIES)('%s = %j → well-formed: %s', async (field, value, valid) => {
    const draft = { deviceFamily: 'streamDock', [field]: value };
    expect(uploadDraftSchema.safeParse(draft).success).toBe(valid);
    const full = uploadFormSchema.safeParse({
      ...completeForm(),
      images: [],
      prerequisiteIds: [1], // a scene needs one
      avatar: 'a.webp',
      file: 'p.zip',
      [field]: value,
    });
    expect(full.success).toBe(valid);
    const response = await api(app, creator, 'PATCH', `/api/uploads/${record.id}`, draft);
    expect(response.statusCode, response.body).toBe(valid ? 200 : 400);
    if (!valid) {
      expect(response.json().msg).toBe('Form validation failed!');
      expect(response.json().data.fields[0].path).toMatch(new RegExp(`^body\\.${field}`));
    }
  });

  it('refuses decimals in a currency without them', async () => {
    const draft = {
      currency: 'JPY',
      prices: { general: '9.5', ordinary: '0', premium: '0', svip: '0' },
    };
    expect(uploadDraftSchema.safeParse(draft).success).toBe(false);
    expect((await api(app, creator, 'PATCH', `/api/uploads/${record.id}`, draft)).statusCode).toBe(
      400,
    );
  });
});

describe('submitting', () => {
  it('names every missing required field with "Please complete the form data!"', async () => {
    const id = dataOf<{ id: number }>(await api(app, creator, 'POST', '/api/uploads', {})).id;
    const response = await api(app, creator, 'POST', `/api/uploads/${id}/submit`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 40050, msg: UPLOAD_MESSAGES.completeForm.en });
    const paths = body.data.fields.map((field: { path: string }) => field.path);
    for (const required of [
      'deviceFamily',
      'category',
      'name',
      'types',
      'overview',
      'newVersionInfo',
      'relatedLinks',
      'size',
      'version',
      'supportedSystems',
      'supportedDevices',
      'avatar',
      'file',
    ]) {
      expect(paths, required).toContain(required);
    }
  });

  it.each([
    ['supportedSystems', []],
    ['supportedDevices', []],
    ['overview', ''],
    ['newVersionInfo', ''],
    ['relatedLinks', []],
    ['name', ''],
  ] as const)('refuses %s = %j as incomplete', async (field, blank) => {
    const id = await readyRecord(app, creator, { [field]: blank });
    const response = await api(app, creator, 'POST', `/api/uploads/${id}/submit`);
    expect(response.json()).toMatchObject({ code: 40050, data: { fields: [{ path: field }] } });
  });

  it('needs a front plugin for a scene, and accepts one that is a visible plugin', async () => {
    const id = await readyRecord(app, creator, { types: ['scene'] });
    const missing = await api(app, creator, 'POST', `/api/uploads/${id}/submit`);
    expect(missing.json()).toMatchObject({
      code: 40050,
      data: { fields: [{ path: 'prerequisiteIds' }] },
    });
    const icon = await createTestProduct(app, { contentTypes: ['icon'] });
    dataOf(await api(app, creator, 'PATCH', `/api/uploads/${id}`, { prerequisiteIds: [icon.id] }));
    const notPlugin = await api(app, creator, 'POST', `/api/uploads/${id}/submit`);
    expect(notPlugin.json()).toMatchObject({
      code: 400,
      data: { fields: [{ path: 'prerequisiteIds.0' }] },
    });
    const plugin = await createTestProduct(app);
    dataOf(
      await api(app, creator, 'PATCH', `/api/uploads/${id}`, { prerequisiteIds: [plugin.id] }),
    );
    expect(
      dataOf<{ state: string }>(await api(app, creator, 'POST', `/api/uploads/${id}/submit`)).state,
    ).toBe('submitted');
  });

  it('needs the package to match the form', async () => {
    const id = await readyRecord(app, creator);
    await attachPackage(app, id, '1.2.3'); // the manifest says 1.2.3, the form 1.0.0
    const response = await api(app, creator, 'POST', `/api/uploads/${id}/submit`);
    expect(response.json()).toMatchObject({ code: 400, data: { fields: [{ path: 'file' }] } });
  });
});

describe('images and the avatar', () => {
  it('takes five images and refuses the sixth', async () => {
    const id = dataOf<{ id: number }>(await api(app, creator, 'POST', '/api/uploads', {})).id;
    for (let i = 0; i < 5; i += 1) dataOf(await uploadImage(app, creator, id, 960, 640));
    const sixth = await uploadImage(app, creator, id, 960, 640);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe(40962);
    const removed = dataOf<{ media: { images: unknown[] }; form: { images: string[] } }>(
      await api(app, creator, 'DELETE', `/api/uploads/${id}/images/4`),
    );
    expect(removed.media.images).toHaveLength(4);
    expect(removed.form.images).toHaveLength(4);
  });

  it.each([
    ['a plugin', ['plugin'], 1200, 1000, true],
    ['a plugin', ['plugin'], 1190, 1000, false],
    ['a plugin', ['plugin'], 1800, 1000, true],
    ['a plugin', ['plugin'], 1810, 1000, false],
    ['a theme', ['theme'], 1600, 900, true],
    ['a theme', ['theme'], 1610, 900, true],
    ['a theme', ['theme'], 1620, 900, false],
    ['a theme', ['theme'], 1500, 1000, false],
  ] as const)('%s (%j): %i×%i → %s', async (_, types, width, height, ok) => {
    const id = dataOf<{ id: number }>(await api(app, creator, 'POST', '/api/uploads', {})).id;
    const family = types[0] === 'theme' ? 'mPanel' : 'streamDock';
    dataOf(await api(app, creator, 'PATCH', `/api/uploads/${id}`, { deviceFamily: family, types }));
    const response = await uploadImage(app, creator, id, width, height);
    expect(response.statusCode, response.body).toBe(ok ? 200 : 400);
    if (!ok)
      expect(response.json()).toMatchObject({ code: 40052, data: { fields: [{ path: 'file' }] } });
  });

  it.each([
    [256, 256, true],
    [300, 303, true],
    [256, 259, false],
    [450, 300, false],
  ])('avatar %i×%i → %s', async (width, height, ok) => {
    const response = await uploadImage(app, creator, record.id, width, height, 'avatar');
    expect(response.statusCode, response.body).toBe(ok ? 200 : 400);
  });

  it.each([
    ['images', 300, 200, 960, 540],
    ['images', 957, 540, 960, 540],
    ['avatar', 200, 200, 256, 256],
  ] as const)(
    'refuses a %s below its minimum, %i×%i (decision 077)',
    async (target, width, height, minWidth, minHeight) => {
      const id = dataOf<{ id: number }>(await api(app, creator, 'POST', '/api/uploads', {})).id;
      const response = await uploadImage(app, creator, id, width, height, target);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({
        code: 40053,
        data: { minWidth, minHeight, width, height, fields: [{ path: 'file' }] },
      });
      expect(body.msg).toBe(
        `The image must be at least ${minWidth} × ${minHeight} pixels; this one is ${width} × ${height}.`,
      );
    },
  );

  it('says the minimum in Chinese and Korean too', async () => {
    const id = dataOf<{ id: number }>(await api(app, creator, 'POST', '/api/uploads', {})).id;
    const { flatImage, multipart } = await import('../../support/upload-fixtures.ts');
    const png = await flatImage(200, 200).png().toBuffer();
    for (const [locale, text] of [
      ['zh', '图片至少需要 256 × 256 像素，这张是 200 × 200。'],
      ['ko', '이미지는 최소 256 × 256픽셀이어야 합니다. 이 이미지는 200 × 200입니다.'],
    ] as const) {
      const body = multipart([
        { name: 'file', filename: 'a.png', type: 'image/png', content: png },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: `/api/uploads/${id}/avatar`,
        headers: {
          authorization: `Bearer ${creator.token}`,
          'content-type': body.contentType,
          lang: locale,
        },
        payload: body.payload,
      });
      expect(response.json()).toMatchObject({ code: 40053, msg: text });
    }
  });

  it('refuses a file that is not an image (415), SVG included', async () => {
    const { multipart } = await import('../../support/upload-fixtures.ts');
    const svg = multipart([
      {
        name: 'file',
        filename: 'x.svg',
        type: 'image/svg+xml',
        content: '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="100"/>',
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/uploads/${record.id}/images`,
      headers: { authorization: `Bearer ${creator.token}`, 'content-type': svg.contentType },
      payload: svg.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().msg).toBe(
      'The file type is wrong. Please check whether the file format and content are correct.',
    );
  });
});

describe('becoming a creator', () => {
  it('is one step, recorded on the account once; before it, no record can be started', async () => {
    const member = await person(app);
    const refused = await api(app, member, 'POST', '/api/uploads', {});
    expect(refused.statusCode).toBe(403);
    const info = dataOf<{ isCreator: boolean }>(
      await api(app, member, 'POST', '/api/users/me/creator'),
    );
    expect(info.isCreator).toBe(true);
    const [row] = await app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.creatorSince).toBeInstanceOf(Date);
    dataOf(await api(app, member, 'POST', '/api/users/me/creator'));
    const [again] = await app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(again!.creatorSince).toEqual(row!.creatorSince);
    expect((await api(app, member, 'POST', '/api/uploads', {})).statusCode).toBe(200);
  });
});

describe('a new version of a product', () => {
  it('starts from the product as published, and only its author may start one', async () => {
    const product = await createTestProduct(app, { authorId: creator.user.id, priceGeneral: 1299 });
    const started = dataOf<{ kind: string; form: UploadDraft }>(
      await api(app, creator, 'POST', '/api/uploads', { productId: product.id }),
    );
    expect(started.kind).toBe('version');
    expect(started.form).toMatchObject({
      name: product.name,
      prices: { general: '12.99' },
      version: '',
    });
    const stranger = await person(app, { isCreator: true });
    expect(
      (await api(app, stranger, 'POST', '/api/uploads', { productId: product.id })).statusCode,
    ).toBe(404);
  });
});
