import { Copy, Flame, MoreHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/src/components/ui/avatar.tsx';
import { Badge } from '#web/src/components/ui/badge.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { EmptyState } from '#web/src/components/ui/empty-state.tsx';
import { IconButton } from '#web/src/components/ui/icon-button.tsx';
import { Menu } from '#web/src/components/ui/menu.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';
import { SelectField } from '#web/src/components/ui/select-field.tsx';
import { Sheet } from '#web/src/components/ui/sheet.tsx';
import { Skeleton } from '#web/src/components/ui/skeleton.tsx';
import { StatTile } from '#web/src/components/ui/stat-tile.tsx';
import { Tabs } from '#web/src/components/ui/tabs.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { showToast } from '#web/src/lib/toasts.ts';

type Theme = 'light' | 'dark';

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="design__example stack">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** One theme's panel: every component, with its own `data-theme` so both themes show side by side. */
function Panel({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const d = (key: string) => t(`web.ui.design.${key}`);
  const [view, setView] = useState<'day' | 'week' | 'month'>('week');
  const [sheetOpen, setSheetOpen] = useState(false);
  const id = (name: string) => `${theme}-${name}`;
  return (
    <section className="design__panel stack" data-theme={theme} aria-labelledby={id('title')}>
      <h2 id={id('title')}>{d(theme)}</h2>
      <Example title={d('buttons')}>
        <div className="row">
          <Button>{d('primary')}</Button>
          <Button variant="secondary">{d('secondary')}</Button>
          <Button variant="ghost">{d('ghost')}</Button>
          <Button variant="danger">{d('danger')}</Button>
          <Button variant="link">{d('link')}</Button>
          <IconButton label={d('iconButton')} icon={<Copy aria-hidden="true" size={18} />} />
        </div>
      </Example>
      <Example title={d('badges')}>
        <div className="row">
          <Badge>Free</Badge>
          <Badge tone="accent">Pro</Badge>
          <Badge tone="success">{t('web.bookings.payment.status.depositPaid')}</Badge>
          <Badge tone="warning">{t('web.bookings.payment.status.pending')}</Badge>
          <Badge tone="danger">{d('danger')}</Badge>
          <Badge tone="info">{d('week')}</Badge>
        </div>
      </Example>
      <Example title={d('cards')}>
        <Card title={d('cardTitle')} action={<Badge tone="success">{d('tabUpcoming')}</Badge>}>
          <p>{d('cardText')}</p>
        </Card>
      </Example>
      <Example title={d('stats')}>
        <div className="design__grid">
          <StatTile label={d('statRevenue')} value="1 240 €" hint={d('statRevenueHint')} trend="up" />
          <StatTile label={d('statPending')} value="3" hint={d('statPendingHint')} />
        </div>
      </Example>
      <Example title={d('tabs')}>
        <Tabs
          label={d('tabs')}
          items={[
            { value: 'upcoming', label: d('tabUpcoming'), count: 3, content: <p>{d('tabUpcomingText')}</p> },
            { value: 'past', label: d('tabPast'), count: 12, content: <p>{d('tabPastText')}</p> },
          ]}
        />
      </Example>
      <Example title={d('segmented')}>
        <SegmentedControl
          label={d('view')}
          value={view}
          onValueChange={setView}
          segments={[
            { value: 'day', label: d('day') },
            { value: 'week', label: d('week') },
            { value: 'month', label: d('month') },
          ]}
        />
      </Example>
      <Example title={d('overlays')}>
        <div className="row">
          <Button variant="secondary" onClick={() => setSheetOpen(true)}>
            {d('openSheet')}
          </Button>
          <Menu
            trigger={
              <Button variant="secondary">
                <MoreHorizontal aria-hidden="true" size={18} /> {d('openMenu')}
              </Button>
            }
            actions={[
              { label: d('menuProfile'), onSelect: () => undefined },
              { label: d('menuSettings'), onSelect: () => undefined },
            ]}
          />
        </div>
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen} title={d('sheetTitle')} closeLabel={d('close')}>
          <p>{d('sheetText')}</p>
        </Sheet>
      </Example>
      <Example title={d('toasts')}>
        <div className="row">
          <Button
            variant="secondary"
            onClick={() =>
              showToast({
                tone: 'success',
                title: t('web.feedback.flash.deleted.title', { count: 1 }),
                description: t('web.feedback.flash.deleted.description', { count: 1, title: 'Pivoine' }),
              })
            }
          >
            {d('toastOne')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              showToast({
                tone: 'success',
                title: t('web.feedback.flash.deleted.title', { count: 3 }),
                description: t('web.feedback.flash.deleted.description', { count: 3, title: '' }),
              })
            }
          >
            {d('toastMany')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => showToast({ tone: 'error', title: t('web.workspace.today.share.copyError') })}
          >
            {d('toastError')}
          </Button>
        </div>
      </Example>
      <Example title={d('empty')}>
        <EmptyState
          icon={<Flame size={22} />}
          title={d('emptyTitle')}
          headingLevel={3}
          action={<Button>{d('emptyAction')}</Button>}
        >
          <p>{d('emptyText')}</p>
        </EmptyState>
      </Example>
      <Example title={d('skeleton')}>
        <Skeleton label={t('web.ui.loading')} block />
      </Example>
      <Example title={d('avatars')}>
        <div className="row">
          <Avatar name="Mia Ink" size="sm" />
          <Avatar name="Demo Ink" />
          <Avatar name="Zoé Lune" size="lg" />
        </div>
      </Example>
      <Example title={d('fields')}>
        <TextField label={d('fieldName')} hint={d('fieldNameHint')} required id={id('name')} />
        <TextField label={d('fieldCity')} error={d('fieldError')} id={id('city')} />
        <SelectField label={d('fieldCountry')} id={id('country')} defaultValue="FR">
          <option value="FR">France</option>
          <option value="BE">Belgique</option>
          <option value="CA">Canada</option>
        </SelectField>
      </Example>
    </section>
  );
}

/** `/app/design` (development builds only): the catalogue of every component in both themes. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="stack design">
      <PageTitle page={t('web.ui.design.pageTitle')} />
      <h1>{t('web.ui.design.title')}</h1>
      <p className="muted">{t('web.ui.design.intro')}</p>
      <div className="design__panels">
        <Panel theme="light" />
        <Panel theme="dark" />
      </div>
    </div>
  );
}
