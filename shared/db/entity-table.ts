import { ArtistEntity } from '#shared/db/entities/artist.ts';
import { AuditEntryEntity } from '#shared/db/entities/audit-entry.ts';
import { AvailabilityEntity } from '#shared/db/entities/availability.ts';
import { BlockEntity } from '#shared/db/entities/block.ts';
import { BookingEntity } from '#shared/db/entities/booking.ts';
import { BookingRequestEntity } from '#shared/db/entities/booking-request.ts';
import { BusyCalendarEntity, BusyTimesEntity } from '#shared/db/entities/busy-calendar.ts';
import { CalendarFeedEntity } from '#shared/db/entities/calendar-feed.ts';
import { ClientEntity } from '#shared/db/entities/client.ts';
import { ClientNoticeEntity } from '#shared/db/entities/client-notice.ts';
import { ConsentEntity } from '#shared/db/entities/consent.ts';
import { ConsentFormEntity } from '#shared/db/entities/consent-form.ts';
import { ConversationEntity } from '#shared/db/entities/conversation.ts';
import { DayActivityEntity } from '#shared/db/entities/day-activity.ts';
import { DepositDueEntity } from '#shared/db/entities/deposit-due.ts';
import { DesignVersionEntity } from '#shared/db/entities/design-version.ts';
import { EmailSignInEntity } from '#shared/db/entities/email-sign-in.ts';
import { EmailSuppressionEntity } from '#shared/db/entities/email-suppression.ts';
import { EmailTemplateEntity } from '#shared/db/entities/email-template.ts';
import { FlashEntity } from '#shared/db/entities/flash.ts';
import { ImageEntity } from '#shared/db/entities/image.ts';
import { LiveConnectionEntity } from '#shared/db/entities/live-connection.ts';
import { LiveTicketEntity } from '#shared/db/entities/live-ticket.ts';
import { MessageEntity } from '#shared/db/entities/message.ts';
import { MessageKeyEntity } from '#shared/db/entities/message-key.ts';
import { DrawDueEntity, DrawEntryEntity, OpeningDrawEntity } from '#shared/db/entities/opening-draw.ts';
import {
  OpeningStartDueEntity,
  OpeningWatchEntity,
  OpeningWatchTallyEntity,
} from '#shared/db/entities/opening-watch.ts';
import { OutboxEventEntity } from '#shared/db/entities/outbox-event.ts';
import { PortalLinkEntity } from '#shared/db/entities/portal-link.ts';
import { PortalLoginEntity } from '#shared/db/entities/portal-login.ts';
import { PortalSessionEntity } from '#shared/db/entities/portal-session.ts';
import { ProcessedEventEntity } from '#shared/db/entities/processed-event.ts';
import { PseudoClaimEntity } from '#shared/db/entities/pseudo-claim.ts';
import { PushDeviceEntity } from '#shared/db/entities/push-device.ts';
import { RateWindowEntity } from '#shared/db/entities/rate-window.ts';
import { ReferenceQuotaEntity } from '#shared/db/entities/reference-quota.ts';
import { ReferralCreditEntity, ReferralEntity } from '#shared/db/entities/referral.ts';
import { SessionReminderEntity } from '#shared/db/entities/session-reminder.ts';
import { SlotHoldEntity } from '#shared/db/entities/slot-hold.ts';
import { SlotOfferEntity } from '#shared/db/entities/slot-offer.ts';
import { StatsCounterEntity } from '#shared/db/entities/stats-counter.ts';
import { BugReportEntity, SuggestionEntity, SuggestionVoteEntity } from '#shared/db/entities/support.ts';
import { TravelEntity } from '#shared/db/entities/travel.ts';
import { TravelDemandEntity } from '#shared/db/entities/travel-demand.ts';
import { UnconfirmedRequestEntity } from '#shared/db/entities/unconfirmed-request.ts';
import { UnreadMarkEntity } from '#shared/db/entities/unread-mark.ts';
import { WaitlistEntryEntity } from '#shared/db/entities/waitlist-entry.ts';
import { WorkEntity } from '#shared/db/entities/work.ts';

/**
 * Every entity of the single table, by the key handlers name it with (`db.entities.booking`, a
 * transaction's `({ booking, outboxEvent })`). New entities are added here and nowhere else.
 * A function's bundle replaces this module with the entities its own code names (ADR 0105,
 * `infra/lib/entity-subset.ts`, which reads this file: one import per line, one `key: Entity,`
 * per entry).
 */
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
