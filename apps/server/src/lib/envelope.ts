import { SUCCESS_CODE } from '@space/contracts/errors';
import type { Envelope } from '@space/contracts/envelope';

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}
