import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavEntry } from './nav-entry.tsx';
import { MORE_ITEMS } from './nav-items.ts';

interface MoreSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone's "More": every part of the space the tab bar does not hold, in a bottom sheet (Radix Dialog). */
export function MoreSheet({ open, onOpenChange }: MoreSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content className="sheet" aria-describedby={undefined}>
          <div className="sheet__head">
            <Dialog.Title className="sheet__title">{t('web.workspace.nav.moreTitle')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('web.workspace.nav.close')}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('web.workspace.nav.moreTitle')}>
            <ul className="plain-list sheet__list">
              {MORE_ITEMS.map((item) => (
                <li key={item.id}>
                  <NavEntry item={item} variant="sheet" onNavigate={() => onOpenChange(false)} />
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
