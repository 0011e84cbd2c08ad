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
