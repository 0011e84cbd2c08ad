import fp from 'fastify-plugin';
import { mailContextOf } from '../../lib/mail-context.ts';
import { notifyExpiredMemberships } from './expiry-notices.ts';
import { membershipRoutes } from './memberships.routes.ts';
import { sendMembershipReminders, type ReminderReport } from './reminders.ts';

export { addDays, grantMembership } from './ledger.ts';
export { purchasablePlan } from './memberships.service.ts';
export {
  endOrderMembership,
  grantOrderMembership,
  orderMembershipViews,
} from './order-memberships.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the membership expiry reminders (decision 023); the jobs run it too. */
    sendMembershipReminders: (now?: number) => Promise<ReminderReport>;
    /** One run of the "membership expired" notifications (decision 066); the jobs run it too. */
    notifyExpiredMemberships: (now?: number) => Promise<number>;
  }
}

/** The expiry reminders and their job (decision 023). */
export const membershipReminders = fp(
  async (app) => {
    const context = mailContextOf(app);
    app.decorate('sendMembershipReminders', (now?: number) =>
      sendMembershipReminders(context, now),
    );
    app.jobs.add({
      name: 'membership reminders',
      stage: 2,
      run: () => app.sendMembershipReminders(),
    });
    app.decorate('notifyExpiredMemberships', (now?: number) =>
      notifyExpiredMemberships(app.db, new Date(now ?? app.clock.now())),
    );
    app.jobs.add({
      name: 'membership expiry notices',
      stage: 2,
      run: () => app.notifyExpiredMemberships(),
    });
  },
  { name: 'membership-reminders', dependencies: ['platform', 'jobs-table'] },
);

/** Membership plans, their offer and the brands' plan administration (decision 023). */
export const membershipsModule = fp(
  async (app) => {
    await app.register(membershipRoutes);
  },
  { name: 'memberships' },
);
