/**
 * An artist's notification settings (spec section 3): message emails at once or in the daily summary
 * sent at 18:00 in the artist's time zone, an email for each booking request, an email when a client
 * cancels. Items written before a setting existed read its default.
 */
export const MESSAGE_EMAIL_MODES = ['instant', 'daily'] as const;
export type MessageEmailMode = (typeof MESSAGE_EMAIL_MODES)[number];

export interface NotificationSettings {
  messageEmails: MessageEmailMode;
  notifyBookingRequests: boolean;
  notifyCancellations: boolean;
}

const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  messageEmails: 'instant',
  notifyBookingRequests: true,
  notifyCancellations: true,
};

/** The settings of an artist item (absent values read the defaults). */
export function notificationSettingsOf(artist: {
  messageEmails?: MessageEmailMode | undefined;
  notifyBookingRequests?: boolean | undefined;
  notifyCancellations?: boolean | undefined;
}): NotificationSettings {
  return {
    messageEmails: artist.messageEmails ?? DEFAULT_NOTIFICATION_SETTINGS.messageEmails,
    notifyBookingRequests:
      artist.notifyBookingRequests ?? DEFAULT_NOTIFICATION_SETTINGS.notifyBookingRequests,
    notifyCancellations: artist.notifyCancellations ?? DEFAULT_NOTIFICATION_SETTINGS.notifyCancellations,
  };
}

/**
 * The sparse digest index key (ADR 0009): the artist's time zone while message emails go in the
 * daily summary, absent (`undefined`) otherwise.
 */
export function digestZoneFor(messageEmails: MessageEmailMode, timezone: string): string | undefined {
  return messageEmails === 'daily' ? timezone : undefined;
}
