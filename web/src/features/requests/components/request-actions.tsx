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
import { AskClientDialog } from './ask-client-dialog.tsx';
import { ProposeFlow } from './propose-flow.tsx';
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
/** The times a proposal offers and how long it stays open; `labels` names each time in words. */
export interface ProposedChoice {
  slotIds: string[];
  openHours: number;
  labels: string[];
  /** How long it stays open, in words ('48 hours'). */
  openFor: string;
}

/** What the page gives the "propose times" dialog (the reschedule feature's too, ADR 0087). */
interface ProposeDialogProps {
  current: SlotView;
  title: string;
  /** What was chosen before (back from the price step). */
  initial?: ProposedChoice | undefined;
  onChoose: (choice: ProposedChoice) => void;
  onClose: () => void;
}

/** The slot dialogs the route composes: move to one slot, or choose the times to propose. */
type SlotDialogProps = ({ kind: 'move' } & MoveDialogProps) | ({ kind: 'propose' } & ProposeDialogProps);
export type RenderMoveDialog = (props: SlotDialogProps) => ReactNode;

/** What an answer did: the message to show, and whether the request left the pending list. */
export interface ActionOutcome {
  feedback: ActionFeedback;
  left: boolean;
}

/** The single-key shortcuts of the actions (named by `aria-keyshortcuts`). */
const ACTION_KEYS = { accept: 'A', refuse: 'D', move: 'M', propose: 'P' } as const;

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
 * Accept, decline, change the time slot of a pending request, propose times, ask the client, each
 * through its dialog. A success
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
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const { success, failureTitle, notPending } = useRequestFeedback(hourFormat);
  const revalidate = useRevalidateRequests();
  const pending = request.status === 'pending';
  // Once times are proposed the request's own slot is no longer held: the client picks (ADR 0087).
  const proposed = request.proposal !== undefined;
  const canPropose = request.project.projectType === 'custom';
  useKeyShortcuts(
    {
      ...(!proposed && {
        [ACTION_KEYS.accept.toLowerCase()]: () => setDialog('accept'),
        [ACTION_KEYS.move.toLowerCase()]: () => setDialog('move'),
      }),
      [ACTION_KEYS.refuse.toLowerCase()]: () => setDialog('refuse'),
      ...(canPropose && { [ACTION_KEYS.propose.toLowerCase()]: () => setDialog('propose') }),
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

  return (
    <>
      <ActionButtons proposed={proposed} canPropose={canPropose} shortcuts={shortcuts} open={setDialog} />
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
      {dialog === 'ask' && (
        <AskClientDialog request={request} hourFormat={hourFormat} answer={answer} onClose={close} />
      )}
      {dialog === 'propose' && (
        <ProposeFlow
          request={request}
          currency={currency}
          hourFormat={hourFormat}
          slotDialog={moveDialog}
          answer={answer}
          onClose={close}
        />
      )}
      {dialog === 'move' &&
        moveDialog({
          kind: 'move',
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

type ActionDialog = 'accept' | 'refuse' | 'move' | 'propose' | 'ask';

/**
 * The answers' buttons: accept and move while the request holds its own slot, propose times on a
 * custom request, ask the client a question, decline; each key beside its name with shortcuts on.
 */
function ActionButtons({
  proposed,
  canPropose,
  shortcuts,
  open,
}: {
  proposed: boolean;
  canPropose: boolean;
  shortcuts: boolean;
  open: (dialog: ActionDialog) => void;
}) {
  const { t } = useTranslation();
  const shortcut = (key: string) => (shortcuts ? { 'aria-keyshortcuts': key } : {});
  return (
    <div className="row request-actions">
      {!proposed && (
        <Button onClick={() => open('accept')} {...shortcut(ACTION_KEYS.accept)}>
          {t('web.requests.actions.accept')}
          {shortcuts && <ShortcutKey>{ACTION_KEYS.accept}</ShortcutKey>}
        </Button>
      )}
      {canPropose && (
        <Button
          variant={proposed ? 'primary' : 'secondary'}
          onClick={() => open('propose')}
          {...shortcut(ACTION_KEYS.propose)}
        >
          {t('web.requests.propose.action')}
          {shortcuts && <ShortcutKey>{ACTION_KEYS.propose}</ShortcutKey>}
        </Button>
      )}
      <Button variant="secondary" onClick={() => open('ask')}>
        {t('web.requests.ask.action')}
      </Button>
      <Button variant="secondary" onClick={() => open('refuse')} {...shortcut(ACTION_KEYS.refuse)}>
        {t('web.requests.actions.refuse')}
        {shortcuts && <ShortcutKey>{ACTION_KEYS.refuse}</ShortcutKey>}
      </Button>
      {!proposed && (
        <Button variant="secondary" onClick={() => open('move')} {...shortcut(ACTION_KEYS.move)}>
          {t('web.requests.actions.move')}
          {shortcuts && <ShortcutKey>{ACTION_KEYS.move}</ShortcutKey>}
        </Button>
      )}
    </div>
  );
}
