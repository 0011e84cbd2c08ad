import { ConfigError, loadConfig } from '../../src/config/env.ts';

/** The ConfigError `loadConfig(env)` throws; fails the test when it throws nothing or another error. */
export function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

/** The least a production start needs (decision 054): links, email codes, exchange codes. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://space.example',
  SMTP_URL: 'smtp://mail.space.example:587',
  REDEEM_CODE_SECRET: 'r'.repeat(32),
} as const;
