import authMessages from 'virtual:inkslot-message-sections/auth';
import { Outlet } from 'react-router-dom';
import { withSectionMessages } from '#web/src/app/with-section-messages.tsx';
import { AuthLayout } from '#web/src/components/layouts/auth-layout.tsx';

function Layout() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}

/**
 * The artist's sign-in, sign-up and password pages: their words are a lazy section of the catalogue
 * (`web.auth`), loaded with them, so the workspace never downloads them.
 */
export const Component = withSectionMessages(authMessages, Layout);
