import { deciderSpec } from '../../event-store/decider-specification';
import { NotFound } from '../../shared/domain-error';
import { raiseNotifications, readAllNotifications, readNotification } from './notification.decider';
import { NotificationRaisedData } from './notification.events';
import { NOTIFICATION_INBOX, RAISED_NOTIFICATIONS } from './notification.state';

const match: NotificationRaisedData = {
  notificationId: 5,
  userId: 2,
  kind: 'saved_search_match',
  title: 'سيارة جديدة تطابق بحثك «تويوتا»',
  body: 'تويوتا كامري — 18,500 $',
  link: '/cars/9',
  carId: 9,
  savedSearchId: 3,
};

describe('notification deciders', () => {
  const raised = deciderSpec(RAISED_NOTIFICATIONS);
  const inbox = deciderSpec(NOTIFICATION_INBOX);

  it('raises the notifications of an event once', () => {
    raised([])
      .when((s) => raiseNotifications(s, [match]))
      .then([{ type: 'NotificationRaised', data: match }]);
    raised([{ type: 'NotificationRaised', data: match }])
      .when((s) => raiseNotifications(s, [match]))
      .then([]);
  });

  it("reads one's own notification once, and never another user's", () => {
    inbox([])
      .when((s) => readNotification(s, 2, 5, 2))
      .then([{ type: 'NotificationRead', data: { notificationId: 5 } }]);
    inbox([{ type: 'NotificationRead', data: { notificationId: 5 } }])
      .when((s) => readNotification(s, 2, 5, 2))
      .then([]);
    inbox([])
      .when((s) => readNotification(s, 2, 5, 7))
      .thenThrows(NotFound);
    inbox([])
      .when((s) => readNotification(s, 2, 5, null))
      .thenThrows(NotFound);
  });

  it('reads all up to the newest, and what is already read stays so', () => {
    inbox([])
      .when((s) => readAllNotifications(s, 8))
      .then([{ type: 'NotificationsAllRead', data: { upToId: 8 } }]);
    inbox([{ type: 'NotificationsAllRead', data: { upToId: 8 } }])
      .when((s) => readAllNotifications(s, 8))
      .then([]);
    inbox([{ type: 'NotificationsAllRead', data: { upToId: 8 } }])
      .when((s) => readNotification(s, 2, 6, 2))
      .then([]);
    inbox([])
      .when((s) => readAllNotifications(s, null))
      .then([]);
  });
});
