import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import type { RequestView } from '#shared/api/contracts/requests.ts';
import type { Currency } from '#shared/domain/money.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { acceptMyRequest } from '#web/src/features/requests/api/accept-my-request.ts';
import { moveMyRequest } from '#web/src/features/requests/api/move-my-request.ts';
import { refuseMyRequest } from '#web/src/features/requests/api/refuse-my-request.ts';
import { useKeyShortcuts } from '#web/src/features/requests/hooks/use-key-shortcuts.ts';
import {
  type ActionFeedback,
  isNotPending,
  useRequestFeedback,
} from '#web/src/features/requests/hooks/use-request-feedback.ts';
import { useRevalidateRequests } from '#web/src/features/requests/hooks/use-revalidate-requests.ts';
import { clientName } from '#web/src/features/requests/utils/request-text.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { RefuseDialog } from './refuse-dialog.tsx';

/** What the page gives the "move to another slot" dialog (the reschedule feature's, composed by the route). */
export interface MoveDialogProps {
  /** The request's slot now. */
  current: SlotView;
  title: string;
  /** The title of a failure, above the API's explanation. */
  errorTitle: string;
  /** Moves the request; a rejection (409 `slot_taken`…) stays in the dialog. */
  onMove: (slotId: string) => Promise<void>;
  onClose: () => void;
}
export type RenderMoveDialog = (props: MoveDialogProps) => ReactNode;

/** What an answer did: the message to show, and whether the request left the pending list. */
export interface ActionOutcome {
  feedback: ActionFeedback;
  left: boolean;
}

/** The single-key shortcuts of the actions (named by `aria-keyshortcuts`). */
const ACTION_KEYS = { accept: 'A', refuse: 'D', move: 'M' } as const;

interface RequestActionsProps {
  request: RequestView;
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
  moveDialog: RenderMoveDialog;
  /** A, D and M open the dialogs (the stack view, when the artist keeps shortcuts on). */
  shortcuts?: boolean;
  onDone: (outcome: ActionOutcome) => void;
}

/** A shortcut's key beside its button's name (the button's `aria-keyshortcuts` tells assistive technologies). */
export function ShortcutKey({ children }: { children: string }) {
  return (
    <span className="request-key" aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * Accept, decline, change the time slot of a pending request, each through its dialog. A success
 * reads the lists again and tells the owner; a request answered elsewhere meanwhile (409
 * `request_not_pending`) closes the dialog, says so and reads the lists again; any other failure
 * stays in the dialog with the spec's message.
 */
export function RequestActions({
  request,
  currency,
  hourFormat,
  moveDialog,
  shortcuts = false,
  onDone,
}: RequestActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'accept' | 'refuse' | 'move' | null>(null);
  const { success, failureTitle, notPending } = useRequestFeedback(hourFormat);
  const revalidate = useRevalidateRequests();
  const pending = request.status === 'pending';
  useKeyShortcuts(
    {
      [ACTION_KEYS.accept.toLowerCase()]: () => setDialog('accept'),
      [ACTION_KEYS.refuse.toLowerCase()]: () => setDialog('refuse'),
      [ACTION_KEYS.move.toLowerCase()]: () => setDialog('move'),
    },
    shortcuts && pending && dialog === null,
  );
  if (!pending) return null;

  /** Runs an answer: the outcome on success or when the request is no longer pending; else rethrows. */
  const answer = async (run: () => Promise<ActionOutcome>) => {
    try {
      const outcome = await run();
      setDialog(null);
      void revalidate();
      onDone(outcome);
    } catch (error) {
      if (!isNotPending(error)) throw error;
      setDialog(null);
      void revalidate();
      onDone({ feedback: notPending(), left: true });
    }
  };

  const name = clientName(request.client);
  const close = () => setDialog(null);
  const shortcut = (key: string) => (shortcuts ? { 'aria-keyshortcuts': key } : {});

  return (
    <>
      <div className="row request-actions">
        <Button onClick={() => setDialog('accept')} {...shortcut(ACTION_KEYS.accept)}>
          {t('web.requests.actions.accept')}
          {shortcuts && <ShortcutKey>{ACTION_KEYS.accept}</ShortcutKey>}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('refuse')} {...shortcut(ACTION_KEYS.refuse)}>
          {t('web.requests.actions.refuse')}
          {shortcuts && <ShortcutKey>{ACTION_KEYS.refuse}</ShortcutKey>}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('move')} {...shortcut(ACTION_KEYS.move)}>
          {t('web.requests.actions.move')}
          {shortcuts && <ShortcutKey>{ACTION_KEYS.move}</ShortcutKey>}
        </Button>
      </div>
      {dialog === 'accept' && (
        <AcceptDialog
          request={request}
          currency={currency}
          hourFormat={hourFormat}
          onClose={close}
          onAccept={(input) =>
            answer(async () => {
              const booking = await acceptMyRequest(request.requestId, input);
              return {
                feedback: success('accept', booking, { bookingId: booking.bookingId }),
                left: true,
              };
            })
          }
        />
      )}
      {dialog === 'refuse' && (
        <RefuseDialog
          request={request}
          hourFormat={hourFormat}
          onClose={close}
          onRefuse={(input) =>
            answer(async () => {
              const refused = await refuseMyRequest(request.requestId, input);
              return { feedback: success('refuse', refused), left: true };
            })
          }
        />
      )}
      {dialog === 'move' &&
        moveDialog({
          current: request.slot,
          title: t('web.requests.move.title', { name }),
          errorTitle: failureTitle('move'),
          onClose: close,
          onMove: (slotId) =>
            answer(async () => {
              const moved = await moveMyRequest(request.requestId, slotId);
              return { feedback: success('move', moved), left: false };
            }),
        })}
    </>
  );
}
