import { privatePhotoView } from '#functions/lib/private-media.ts';
import type { DesignVersionView, DesignView } from '#shared/api/contracts/designs.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { DesignVersionItem } from '#shared/db/entities/design-version.ts';
import {
  addDays,
  latestVersion,
  revisionCharge,
  revisionsUsed,
  shareRefusal,
  versionStatusAt,
} from '#shared/domain/designs/design-rules.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { designPolicyOf, takesPaymentsOnline, threadPolicy } from './design-items.ts';

async function versionView(item: DesignVersionItem, now: Date): Promise<DesignVersionView> {
  const images = await Promise.all(item.images.map((image) => privatePhotoView(item.artistId, image, now)));
  return {
    version: item.version,
    status: versionStatusAt(item, now),
    images,
    ...(item.note && { note: item.note }),
    answerByDate: item.answerByDate,
    answerBy: item.answerBy,
    sharedAt: item.sharedAt,
    ...(item.answeredAt && { answeredAt: item.answeredAt }),
    ...(item.comment && { comment: item.comment }),
    ...(item.revisionNumber !== undefined && {
      revision: {
        number: item.revisionNumber,
        priceCents: item.revisionCents ?? 0,
        ...(item.paidAt && { paidAt: item.paidAt }),
      },
    }),
  };
}

/**
 * A design as both sides see it (`forArtist` adds whether a new version may be shared and the
 * policy's answer-by day): the versions newest first, each image behind a presigned GET.
 */
export async function designViewOf(
  requestId: string,
  versions: readonly DesignVersionItem[],
  artist: ArtistItem,
  now: Date,
  forArtist?: { shareable: boolean },
): Promise<DesignView> {
  const policy = threadPolicy(versions, artist);
  const latest = latestVersion(versions);
  const used = revisionsUsed(versions);
  const approved = versions.find((v) => v.status === 'approved');
  const views = await Promise.all([...versions].reverse().map((item) => versionView(item, now)));
  return {
    requestId,
    state: latest ? versionStatusAt(latest, now) : 'none',
    versions: views,
    ...(approved && { approvedVersion: approved.version }),
    currency: policy.currency,
    revisionsIncluded: policy.revisionsIncluded,
    revisionsUsed: used,
    nextRevision: revisionCharge(policy, used, takesPaymentsOnline(artist)),
    ...(forArtist && {
      canShare: forArtist.shareable && shareRefusal(versions, now) === undefined,
      proposedAnswerBy: addDays(localDate(now, artist.timezone), designPolicyOf(artist).answerDays),
    }),
  };
}
