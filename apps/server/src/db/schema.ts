export * from './schema/tenants.ts';
export * from './schema/users.ts';
export * from './schema/catalog.ts';
export * from './schema/analytics.ts';
export * from './schema/accounts.ts';
export * from './schema/likes.ts';
export * from './schema/commerce.ts';
