import { useTranslation } from 'react-i18next';
import { Sheet } from '#web/src/components/ui/sheet.tsx';
import { NavEntry } from './nav-entry.tsx';
import { MORE_ITEMS } from './nav-items.ts';

interface MoreSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone's "More": every part of the space the tab bar does not hold, in a bottom sheet. */
export function MoreSheet({ open, onOpenChange }: MoreSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('web.workspace.nav.moreTitle')}
      closeLabel={t('web.workspace.nav.close')}
    >
      <nav aria-label={t('web.workspace.nav.moreTitle')}>
        <ul className="plain-list sheet__list">
          {MORE_ITEMS.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} variant="sheet" onNavigate={() => onOpenChange(false)} />
            </li>
          ))}
        </ul>
      </nav>
    </Sheet>
  );
}
