import type { EventPayload } from '#events/define-event.ts';
import { designAnswered } from '#events/definitions/designs.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import type { DesignView } from '#shared/api/contracts/designs.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { DesignVersionItem } from '#shared/db/entities/design-version.ts';
import { versionStatusAt } from '#shared/domain/designs/design-rules.ts';
import { designEventBase } from './design-events.ts';
import { readVersions } from './design-items.ts';
import { clientDesign, type DesignSubject, designSubject } from './design-subjects.ts';
import { designViewOf } from './design-views.ts';

/** A client's answer to one version: what the version becomes, and the event if the artist is told now. */
export interface Answer {
  set: Partial<
    Pick<DesignVersionItem, 'status' | 'comment' | 'revisionNumber' | 'revisionCents' | 'answeredAt'>
  >;
  remove?: ('comment' | 'revisionNumber' | 'revisionCents')[];
  /** Which stored statuses the answer may follow (checked again in the write). */
  from: readonly DesignVersionItem['status'][];
  /** What `design.answered` says, when the artist is told now (not for a revision still to pay). */
  event?: Omit<EventPayload<typeof designAnswered>, keyof ReturnType<typeof designEventBase>>;
}

/** The client's design version to answer, with its artist and subject: 404 when not theirs, 409 when closed. */
export async function versionToAnswer(email: string, requestId: string, version: number, now: Date) {
  const { artistId, versions } = await clientDesign(email, requestId);
  const item = versions.find((v) => v.version === version);
  if (!item) throw new ApiError(404, 'not_found');
  const status = versionStatusAt(item, now);
  if (status === 'approved' || status === 'changes-asked') throw new ApiError(409, 'design_answered');
  if (status === 'expired') throw new ApiError(409, 'design_expired');
  const [subject, { data: artist }] = await Promise.all([
    designSubject(artistId, requestId, now),
    getDb().entities.artist.get({ artistId }).go(),
  ]);
  if (!artist) throw new ApiError(404, 'not_found');
  if (!subject.live) throw new ApiError(409, 'design_closed');
  return { artist, subject, versions, item };
}

/**
 * Writes a client's answer in ONE transaction: the version (only while in a status the answer may
 * follow, so two answers at once record one: the other gets 409 `design_answered`) and, when the
 * artist is told now, `design.answered` in the outbox. Answers the design as it then stands.
 */
export async function writeAnswer(
  context: { artist: ArtistItem; subject: DesignSubject; item: DesignVersionItem },
  answer: Answer,
  correlationId: string,
  now: Date,
): Promise<DesignView> {
  const { artist, subject, item } = context;
  const { artistId, requestId, version } = item;
  const event =
    answer.event &&
    outboxItem(
      designAnswered,
      { ...designEventBase(subject, artist, version), ...answer.event },
      { correlationId, now },
    );
  const canceled = await writeTransaction('answer design', () =>
    getDb()
      .transaction.write(({ designVersion, outboxEvent }) => {
        const patch = designVersion
          .patch({ artistId, requestId, version })
          .set({ ...answer.set, updatedAt: now.toISOString() });
        return [
          (answer.remove?.length ? patch.remove(answer.remove) : patch)
            .where(({ status, answerBy }, { eq, gt }) => {
              const from = answer.from.map((s) => eq(status, s)).join(' OR ');
              return `(${from}) AND ${gt(answerBy, now.toISOString())}`;
            })
            .commit(),
          ...(event ? [outboxEvent.create(event).commit()] : []),
        ];
      })
      .go(),
  );
  if (canceled) throw new ApiError(409, 'design_answered');
  return designViewOf(requestId, await readVersions(artistId, requestId), artist, now);
}
