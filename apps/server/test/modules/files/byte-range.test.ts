import { describe, expect, it } from 'vitest';
import { byteRangeOf } from '../../../src/modules/files/stored-files.routes.ts';

/** What `/files/*` serves from object storage for each Range header (decision 044). */
describe('byte ranges of stored files', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=1000-', { start: 1000, end: 4095 }],
    ['bytes=-96', { start: 4000, end: 4095 }],
    ['bytes=4000-9999', { start: 4000, end: 4095 }],
    ['bytes=-5000', { start: 0, end: 4095 }],
  ])('%s of 4096 bytes is %o', (header, range) => {
    expect(byteRangeOf(header, 4096)).toEqual(range);
  });

  it.each(['bytes=5000-', 'bytes=4096-4100'])('%s of 4096 bytes cannot be served', (header) => {
    expect(byteRangeOf(header, 4096)).toBe('unsatisfiable');
  });

  it.each([
    undefined,
    'bytes=abc',
    'items=0-9',
    'bytes=0-9,100-199',
    'bytes=0-9,5-19',
    'bytes=9-2',
  ])('%s gets the whole file', (header) => {
    expect(byteRangeOf(header, 4096)).toBeNull();
  });
});
