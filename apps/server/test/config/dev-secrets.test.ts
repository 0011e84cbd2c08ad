import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withPersistentDevSecrets } from '../../src/config/dev-secrets.ts';
import { testConfig } from '../support/helper.ts';

describe('the exchange-code key outside production', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-secrets-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const base = () => ({ ...testConfig(), dataDir });

  it('is made once and kept in the data directory, so codes survive a restart', () => {
    const first = withPersistentDevSecrets(base());
    const again = withPersistentDevSecrets(base());
    expect(first.redeemCodes.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(again.redeemCodes.secret).toBe(first.redeemCodes.secret);
    const file = path.join(dataDir, 'secrets', 'redeem-code-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.redeemCodes.secret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('leaves a configured secret and production alone', () => {
    const configured = base();
    configured.redeemCodes = { secret: 'c'.repeat(40), secretConfigured: true };
    expect(withPersistentDevSecrets(configured)).toBe(configured);
    const production = { ...base(), nodeEnv: 'production' as const };
    production.redeemCodes = { secret: null, secretConfigured: false };
    expect(withPersistentDevSecrets(production).redeemCodes.secret).toBeNull();
  });
});
