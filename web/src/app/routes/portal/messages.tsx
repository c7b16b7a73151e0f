import conversationsMessages from 'virtual:inkslot-message-sections/conversations';
import { useParams } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { PortalMessagesPage } from '#web/src/features/portal-messages/components/portal-messages-page.tsx';

/** `/portal/messages` and `/portal/messages/{conversationId}`: one route, so the list stays mounted. */
function Messages() {
  const { conversationId } = useParams();
  return <PortalMessagesPage conversationId={conversationId} />;
}

/** The messages' words (`web.conversations`) come with the page (a lazy section of the app's messages). */
export const Component = withSectionMessages(conversationsMessages, Messages);
