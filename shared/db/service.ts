import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { ArtistEntity } from './entities/artist.ts';
import { AuditEntryEntity } from './entities/audit-entry.ts';
import { AvailabilityEntity } from './entities/availability.ts';
import { BlockEntity } from './entities/block.ts';
import { BookingEntity } from './entities/booking.ts';
import { BookingRequestEntity } from './entities/booking-request.ts';
import { BusyCalendarEntity, BusyTimesEntity } from './entities/busy-calendar.ts';
import { CalendarFeedEntity } from './entities/calendar-feed.ts';
import { ClientEntity } from './entities/client.ts';
import { ClientNoticeEntity } from './entities/client-notice.ts';
import { ConsentEntity } from './entities/consent.ts';
import { ConsentFormEntity } from './entities/consent-form.ts';
import { ConversationEntity } from './entities/conversation.ts';
import { DayActivityEntity } from './entities/day-activity.ts';
import { DepositDueEntity } from './entities/deposit-due.ts';
import { DesignVersionEntity } from './entities/design-version.ts';
import { EmailSignInEntity } from './entities/email-sign-in.ts';
import { EmailSuppressionEntity } from './entities/email-suppression.ts';
import { EmailTemplateEntity } from './entities/email-template.ts';
import { FlashEntity } from './entities/flash.ts';
import { ImageEntity } from './entities/image.ts';
import { LiveConnectionEntity } from './entities/live-connection.ts';
import { LiveTicketEntity } from './entities/live-ticket.ts';
import { MessageEntity } from './entities/message.ts';
import { MessageKeyEntity } from './entities/message-key.ts';
import { DrawDueEntity, DrawEntryEntity, OpeningDrawEntity } from './entities/opening-draw.ts';
import {
  OpeningStartDueEntity,
  OpeningWatchEntity,
  OpeningWatchTallyEntity,
} from './entities/opening-watch.ts';
import { OutboxEventEntity } from './entities/outbox-event.ts';
import { PortalLinkEntity } from './entities/portal-link.ts';
import { PortalLoginEntity } from './entities/portal-login.ts';
import { PortalSessionEntity } from './entities/portal-session.ts';
import { ProcessedEventEntity } from './entities/processed-event.ts';
import { PseudoClaimEntity } from './entities/pseudo-claim.ts';
import { PushDeviceEntity } from './entities/push-device.ts';
import { RateWindowEntity } from './entities/rate-window.ts';
import { ReferenceQuotaEntity } from './entities/reference-quota.ts';
import { ReferralCreditEntity, ReferralEntity } from './entities/referral.ts';
import { SessionReminderEntity } from './entities/session-reminder.ts';
import { SlotHoldEntity } from './entities/slot-hold.ts';
import { SlotOfferEntity } from './entities/slot-offer.ts';
import { StatsCounterEntity } from './entities/stats-counter.ts';
import { BugReportEntity, SuggestionEntity, SuggestionVoteEntity } from './entities/support.ts';
import { TravelEntity } from './entities/travel.ts';
import { TravelDemandEntity } from './entities/travel-demand.ts';
import { UnconfirmedRequestEntity } from './entities/unconfirmed-request.ts';
import { UnreadMarkEntity } from './entities/unread-mark.ts';
import { WaitlistEntryEntity } from './entities/waitlist-entry.ts';
import { WorkEntity } from './entities/work.ts';

/** Every entity of the single table. New entities are added here and nowhere else. */
export const entities = {
  artist: ArtistEntity,
  pseudoClaim: PseudoClaimEntity,
  outboxEvent: OutboxEventEntity,
  processedEvent: ProcessedEventEntity,
  statsCounter: StatsCounterEntity,
  travel: TravelEntity,
  flash: FlashEntity,
  work: WorkEntity,
  image: ImageEntity,
  availability: AvailabilityEntity,
  slotHold: SlotHoldEntity,
  bookingRequest: BookingRequestEntity,
  unconfirmedRequest: UnconfirmedRequestEntity,
  booking: BookingEntity,
  client: ClientEntity,
  block: BlockEntity,
  referenceQuota: ReferenceQuotaEntity,
  portalLogin: PortalLoginEntity,
  portalLink: PortalLinkEntity,
  portalSession: PortalSessionEntity,
  emailSignIn: EmailSignInEntity,
  conversation: ConversationEntity,
  message: MessageEntity,
  messageKey: MessageKeyEntity,
  rateWindow: RateWindowEntity,
  liveTicket: LiveTicketEntity,
  liveConnection: LiveConnectionEntity,
  dayActivity: DayActivityEntity,
  depositDue: DepositDueEntity,
  sessionReminder: SessionReminderEntity,
  calendarFeed: CalendarFeedEntity,
  clientNotice: ClientNoticeEntity,
  slotOffer: SlotOfferEntity,
  waitlistEntry: WaitlistEntryEntity,
  travelDemand: TravelDemandEntity,
  busyCalendar: BusyCalendarEntity,
  busyTimes: BusyTimesEntity,
  unreadMark: UnreadMarkEntity,
  referral: ReferralEntity,
  referralCredit: ReferralCreditEntity,
  emailTemplate: EmailTemplateEntity,
  emailSuppression: EmailSuppressionEntity,
  bugReport: BugReportEntity,
  suggestion: SuggestionEntity,
  suggestionVote: SuggestionVoteEntity,
  auditEntry: AuditEntryEntity,
  consentForm: ConsentFormEntity,
  consent: ConsentEntity,
  designVersion: DesignVersionEntity,
  drawEntry: DrawEntryEntity,
  openingDraw: OpeningDrawEntity,
  drawDue: DrawDueEntity,
  openingWatch: OpeningWatchEntity,
  openingWatchTally: OpeningWatchTallyEntity,
  openingStartDue: OpeningStartDueEntity,
  pushDevice: PushDeviceEntity,
};

export function createDb(options: { tableName: string; client?: DynamoDBClient }) {
  const client = DynamoDBDocumentClient.from(options.client ?? new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return new Service(entities, { table: options.tableName, client });
}

export type Db = ReturnType<typeof createDb>;
