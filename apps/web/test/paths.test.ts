import { describe, expect, it } from 'vitest';
import { accountPath, loginPathFor } from '../src/config/paths.ts';
import { parseClientBrand } from '../src/stores/software-store.ts';

describe('brand account pages (spec §2)', () => {
  it.each([
    [null, '/login', '/register', '/resetPwd'],
    ['soomfon', '/login_soomfon', '/register_soomfon', '/resetPwd_soomfon'],
    ['VSD', '/login_VSD', '/register_VSD', '/resetPwd_VSD'],
    ['gClickcr', '/login_gClickcr', '/register_gClickcr', '/resetPwd_gClickcr'],
    ['AJAZZ', '/login_AJAZZ', '/register_AJAZZ', '/resetPwd?client=AJAZZ'],
    ['darkFlash', '/login_darkFlash', '/register_darkFlash', '/resetPwd_darkFlash'],
  ] as const)('%s', (brand, login, register, reset) => {
    expect(accountPath('login', brand)).toBe(login);
    expect(accountPath('register', brand)).toBe(register);
    expect(accountPath('resetPwd', brand)).toBe(reset);
  });

  it("login goes to the user's tenant first, then the client brand, then the default", () => {
    expect(loginPathFor(10000005, 'VSD')).toBe('/login_darkFlash');
    expect(loginPathFor(10000000, 'VSD')).toBe('/login_VSD');
    expect(loginPathFor(null, 'AJAZZ')).toBe('/login_AJAZZ');
    expect(loginPathFor(undefined, null)).toBe('/login');
  });

  it('parses client brands leniently and rejects unknown ones', () => {
    expect(parseClientBrand('darkflash')).toBe('darkFlash');
    expect(parseClientBrand('VSDCraft')).toBe('VSD');
    expect(parseClientBrand('ajazz')).toBe('AJAZZ');
    expect(parseClientBrand('default')).toBeNull();
    expect(parseClientBrand('evil')).toBeNull();
    expect(parseClientBrand('')).toBeNull();
  });
});
