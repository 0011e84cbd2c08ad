import { NOTIFICATION_RETENTION_DAYS } from '@space/contracts/notifications';
import fp from 'fastify-plugin';
import { deleteOlderThan } from './notifications.queries.ts';
import { setNotificationLogger } from './notify.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';
import { mailContextOf } from '../../lib/mail-context.ts';
import { sendDueNotificationEmails, type NotificationEmailReport } from './notification-emails.ts';

export { notify, notifyAll, notifyTogether, type NotificationEvent } from './notify.ts';
export { emailWanted } from './mail-preferences.ts';

/** Rows deleted per run of the retention job; the next run takes the rest. */
export const RETENTION_BATCH = 5_000;
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the notification retention job (decision 066); the jobs run it too. */
    sweepNotifications: (now?: number) => Promise<number>;
    /** One run of the notification mails (decision 072); the jobs run it too. */
    sendNotificationEmails: (now?: number) => Promise<NotificationEmailReport>;
  }
}

/** In-app notifications: the routes, and the job deleting those past the retention period. */
export const notificationsModule = fp(
  async (app) => {
    setNotificationLogger(app.log);
    app.decorate('sweepNotifications', (now: number = app.clock.now()) =>
      deleteOlderThan(
        app.db,
        new Date(now - NOTIFICATION_RETENTION_DAYS * DAY_MS),
        RETENTION_BATCH,
      ),
    );
    app.jobs.add({
      name: 'notification retention',
      stage: 2,
      run: () => app.sweepNotifications(),
    });
    app.decorate('sendNotificationEmails', (now?: number) =>
      sendDueNotificationEmails(mailContextOf(app), now),
    );
    app.jobs.add({
      name: 'notification emails',
      stage: 2,
      run: () => app.sendNotificationEmails(),
    });
    await app.register(notificationRoutes);
    // Not wrapped in fastify-plugin: its form parser stays inside (decision 072).
    await app.register(unsubscribeRoutes);
  },
  { name: 'notifications' },
);
