import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/src/test/render.tsx';
import { RouteFocus } from './route-focus.tsx';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function Page({ name, children }: { name: string; children?: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} aria-label={name}>
      {children}
    </main>
  );
}

function Start() {
  const navigate = useNavigate();
  return (
    <Page name="start">
      <button type="button" onClick={() => navigate('/plain')}>
        plain
      </button>
      <button type="button" onClick={() => navigate('/at-once')}>
        at once
      </button>
      <button type="button" onClick={() => navigate('/later')}>
        later
      </button>
    </Page>
  );
}

let release = () => {};
/** A page whose button (with autoFocus) mounts once its data is there: when the test says. */
function Later() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
  }, []);
  return (
    <Page name="later">
      {ready && (
        // biome-ignore lint/a11y/noAutofocus: the behaviour under test
        <button type="button" autoFocus>
          pay
        </button>
      )}
    </Page>
  );
}

function start() {
  renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteFocus />
          </>
        ),
        children: [
          { path: '/', element: <Start /> },
          { path: '/plain', element: <Page name="plain" /> },
          {
            path: '/at-once',
            element: (
              <Page name="at once">
                {/* biome-ignore lint/a11y/noAutofocus: the behaviour under test */}
                <button type="button" autoFocus>
                  pay
                </button>
              </Page>
            ),
          },
          { path: '/later', element: <Later /> },
        ],
      },
    ],
    '/',
  );
}

async function go(link: string) {
  const button = screen.getByRole('button', { name: link });
  button.focus();
  await act(async () => button.click());
  await act(nextFrame);
}

describe('RouteFocus', () => {
  it('moves the focus to the new page’s main after a navigation', async () => {
    start();
    await go('plain');
    expect(document.activeElement).toBe(screen.getByRole('main', { name: 'plain' }));
  });

  it('leaves the focus on the element the new page focused as it mounted', async () => {
    start();
    await go('at once');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'pay' }));
  });

  it('lets a page focus its element once its data is there, after the frame', async () => {
    start();
    await go('later');
    expect(document.activeElement).toBe(screen.getByRole('main', { name: 'later' }));
    act(() => release());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'pay' })));
  });
});
