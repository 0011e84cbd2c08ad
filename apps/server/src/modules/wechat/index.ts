import fp from 'fastify-plugin';
import { wechatRoutes } from './wechat.routes.ts';

/** WeChat login and binding (spec §3). */
export const wechatModule = fp(
  async (app) => {
    await app.register(wechatRoutes);
  },
  { name: 'wechat' },
);
