import { useEffect, useState } from 'react';
import type { ConversationFilter } from '#shared/domain/messages/message-rules.ts';

/** The list's filter and search; the search is sent once typing pauses (250 ms). */
export function useConversationSearch() {
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(query), 250);
    return () => clearTimeout(timer);
  }, [query]);
  return { filter, setFilter, query, setQuery, listQuery: { filter, q: sent } };
}
