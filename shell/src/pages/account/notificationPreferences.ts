/**
 * What the notification bell shows, chosen per person and kept in this browser's
 * localStorage (key `notificationPreferences:<user id>`); the navbar reads the same helpers.
 */
export const NOTIFICATION_TOPICS = ['tasksAssigned', 'tasksDue', 'visitCheckIns', 'priorAuthorizations', 'claimDenials', 'programReminders'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationPreferences = Record<NotificationTopic, boolean>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  tasksAssigned: true,
  tasksDue: true,
  visitCheckIns: true,
  priorAuthorizations: true,
  claimDenials: true,
  programReminders: false,
};

export const notificationPreferencesKey = (userId: string): string => `notificationPreferences:${userId}`;

export function readNotificationPreferences(userId: string): NotificationPreferences {
  try {
    const raw = globalThis.localStorage?.getItem(notificationPreferencesKey(userId));
    const stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
    for (const topic of NOTIFICATION_TOPICS) if (typeof stored[topic] === 'boolean') preferences[topic] = stored[topic];
    return preferences;
  } catch {
    return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  }
}

/** False when the browser refuses to store (private mode, quota). */
export function saveNotificationPreferences(userId: string, preferences: NotificationPreferences): boolean {
  try {
    globalThis.localStorage.setItem(notificationPreferencesKey(userId), JSON.stringify(preferences));
    return true;
  } catch {
    return false;
  }
}
