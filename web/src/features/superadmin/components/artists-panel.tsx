import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArtist } from '#shared/api/contracts/admin.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Dialog } from '#web/src/components/ui/dialog.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { TextareaField } from '#web/src/components/ui/textarea-field.tsx';
import { useAdminArtist } from '#web/src/features/superadmin/api/get-admin-artist.ts';
import { listAdminArtists } from '#web/src/features/superadmin/api/list-admin-artists.ts';
import { restoreArtist } from '#web/src/features/superadmin/api/restore-artist.ts';
import { suspendArtist } from '#web/src/features/superadmin/api/suspend-artist.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { showToast } from '#web/src/lib/toasts.ts';
import { ScrollRegion } from './scroll-region.tsx';

function SuspendDialog({
  artist,
  onClose,
  onDone,
}: {
  artist: AdminArtist;
  onClose: () => void;
  onDone: (artist: AdminArtist) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await suspendArtist(artist.artistId, reason));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('web.superadmin.artists.actionError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('web.superadmin.artists.suspendTitle', { pseudo: `@${artist.pseudo}` })}
      onClose={onClose}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('web.superadmin.artists.suspendText')}</p>
        {error && <Alert tone="error">{error}</Alert>}
        <TextareaField
          label={t('web.superadmin.artists.reason')}
          required
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-autofocus
        />
        <div className="row">
          <Button type="submit" variant="danger" busy={busy} disabled={reason.trim().length < 3}>
            {t('web.superadmin.artists.confirmSuspend')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('web.superadmin.artists.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** An artist's usage beyond the month's requests (bookings, stored images), read when asked. */
function ArtistUsage({ artist }: { artist: AdminArtist }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const { data } = useAdminArtist(asked ? artist.artistId : null);
  if (!asked)
    return (
      <Button
        variant="link"
        onClick={() => setAsked(true)}
        aria-label={t('web.superadmin.artists.usageFor', { pseudo: `@${artist.pseudo}` })}
      >
        {t('web.superadmin.artists.showUsage')}
      </Button>
    );
  if (!data) return <span className="muted">…</span>;
  return <span>{t('web.superadmin.artists.usage', { bookings: data.bookings, images: data.images })}</span>;
}

/** The artists, searched, with their plan, this month's requests, sign-up date, and suspension. */
export function ArtistsPanel() {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<AdminArtist[] | null>(null);
  const [cursor, setCursor] = useState<string | undefined>();
  const [suspending, setSuspending] = useState<AdminArtist | null>(null);
  // Only the last list asked is shown: an earlier answer arriving late (a search typed meanwhile, or a
  // suspension or restore since) would show the artists as they were.
  const asked = useRef(0);
  const pending = useRef<{ query: string; after?: string | undefined } | null>(null);
  const load = useCallback(async (query: string, after?: string) => {
    const call = ++asked.current;
    pending.current = { query, after };
    const page = await listAdminArtists({ q: query, ...(after && { cursor: after }) });
    if (call !== asked.current) return;
    pending.current = null;
    setItems((current) => (after ? [...(current ?? []), ...page.items] : page.items));
    setCursor(page.cursor);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => void load(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q, load]);
  const replace = (next: AdminArtist) => {
    setItems((current) => current?.map((item) => (item.artistId === next.artistId ? next : item)) ?? null);
    // A list asked before this change answers it as it was: asked again, after it.
    const before = pending.current;
    if (before) void load(before.query, before.after);
  };
  const restore = async (artist: AdminArtist) => {
    try {
      replace(await restoreArtist(artist.artistId));
      showToast({
        tone: 'success',
        title: t('web.superadmin.artists.restoredToast', { pseudo: `@${artist.pseudo}` }),
      });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('web.superadmin.artists.actionError'),
        description: isApiError(error) ? error.message : undefined,
      });
    }
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="stack">
      <TextField
        id={searchId}
        label={t('web.superadmin.artists.search')}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {items === null ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <p className="muted">{t('web.superadmin.artists.empty')}</p>
      ) : (
        <ScrollRegion label={t('web.superadmin.tabs.artists')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('web.superadmin.artists.columns.artist')}</th>
                <th scope="col">{t('web.superadmin.artists.columns.plan')}</th>
                <th scope="col">{t('web.superadmin.artists.columns.requests')}</th>
                <th scope="col">{t('web.superadmin.artists.columns.usage')}</th>
                <th scope="col">{t('web.superadmin.artists.columns.since')}</th>
                <th scope="col">{t('web.superadmin.artists.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((artist) => (
                <tr key={artist.artistId}>
                  <td>
                    <strong>{artist.displayName}</strong>
                    <br />
                    <span className="muted">
                      @{artist.pseudo} · {artist.email}
                    </span>
                  </td>
                  <td>
                    <span className={`badge ${artist.plan === 'pro' ? 'badge--accent' : 'badge--neutral'}`}>
                      {artist.plan === 'pro' ? 'Pro' : 'Free'}
                    </span>
                  </td>
                  <td>{artist.requestsThisMonth}</td>
                  <td>
                    <ArtistUsage artist={artist} />
                  </td>
                  <td>{date.format(new Date(artist.createdAt))}</td>
                  <td>
                    <div className="admin-table__status">
                      {artist.suspendedAt ? (
                        <>
                          <span className="badge badge--danger" title={artist.suspensionReason}>
                            {t('web.superadmin.artists.suspended')}
                          </span>
                          <Button variant="secondary" onClick={() => void restore(artist)}>
                            {t('web.superadmin.artists.restore')}
                          </Button>
                        </>
                      ) : (
                        <>
                          <span className="badge badge--success">{t('web.superadmin.artists.active')}</span>
                          <Button
                            variant="secondary"
                            onClick={() => setSuspending(artist)}
                            aria-label={t('web.superadmin.artists.suspendTitle', {
                              pseudo: `@${artist.pseudo}`,
                            })}
                          >
                            {t('web.superadmin.artists.suspend')}
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {cursor && (
        <div>
          <Button variant="secondary" onClick={() => void load(q.trim(), cursor)}>
            {t('web.superadmin.artists.more')}
          </Button>
        </div>
      )}
      {suspending && (
        <SuspendDialog
          artist={suspending}
          onClose={() => setSuspending(null)}
          onDone={(next) => {
            replace(next);
            setSuspending(null);
            showToast({
              tone: 'success',
              title: t('web.superadmin.artists.suspendedToast', { pseudo: `@${next.pseudo}` }),
            });
          }}
        />
      )}
    </div>
  );
}
