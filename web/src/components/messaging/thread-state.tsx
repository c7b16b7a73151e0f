import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** What the conversation pane says instead of messages: none yet, not found, not loaded. */
export function ThreadState({ title, text, backTo }: { title: string; text: string; backTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="thread thread--state">
      <div className="thread__empty">
        <MessageCircle aria-hidden="true" size={32} />
        <p className="messaging__choose-title">{title}</p>
        <p>{text}</p>
        {backTo && <Link to={backTo}>{t('web.conversations.thread.back')}</Link>}
      </div>
    </div>
  );
}
