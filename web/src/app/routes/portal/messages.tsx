import conversationsMessages from 'virtual:inkslot-message-sections/conversations';
import { useParams } from 'react-router-dom';
import { PortalMessagesPage } from '../../../features/portal-messages/components/portal-messages-page.tsx';
import { withSectionMessages } from '../../with-section-messages.tsx';

/** `/portal/messages` and `/portal/messages/{conversationId}`: one route, so the list stays mounted. */
function Messages() {
  const { conversationId } = useParams();
  return <PortalMessagesPage conversationId={conversationId} />;
}

/** The messages' words (`web.conversations`) come with the page (a lazy section of the app's messages). */
export const Component = withSectionMessages(conversationsMessages, Messages);
