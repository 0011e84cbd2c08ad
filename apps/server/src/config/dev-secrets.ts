import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './env.ts';

/**
 * Outside production, without REDEEM_CODE_SECRET, the exchange-code key is kept in the data
 * directory instead of living only as long as the process: codes made in a demo keep working
 * after `npm start` restarts (decision 024). Production never gets here: it has the configured
 * secret or no codes at all.
 */
export function withPersistentDevSecrets(config: AppConfig): AppConfig {
  if (config.nodeEnv === 'production' || config.redeemCodes.secretConfigured) return config;
  const file = path.join(config.dataDir, 'secrets', 'redeem-code-secret');
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    secret = '';
  }
  if (secret.length < 32) {
    secret = randomBytes(32).toString('hex');
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return { ...config, redeemCodes: { ...config.redeemCodes, secret } };
}
