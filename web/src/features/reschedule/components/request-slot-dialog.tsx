import { MoveSlotDialog, type MoveSlotDialogProps } from './move-slot-dialog.tsx';
import { ProposeTimesDialog, type ProposeTimesDialogProps } from './propose-times-dialog.tsx';

/** The slot dialogs of a request: move it to one slot, or choose the times to propose (ADR 0087). */
type RequestSlotDialogProps =
  | ({ kind: 'move' } & Omit<MoveSlotDialogProps, 'hourFormat'>)
  | ({ kind: 'propose' } & Omit<ProposeTimesDialogProps, 'hourFormat'>);

/** What a request's page renders for its slot dialogs, in the artist's hour format (composed by the route). */
export function requestSlotDialog(hourFormat: '12' | '24' | undefined) {
  return function RequestSlotDialog(props: RequestSlotDialogProps) {
    return props.kind === 'propose' ? (
      <ProposeTimesDialog {...props} hourFormat={hourFormat} />
    ) : (
      <MoveSlotDialog {...props} hourFormat={hourFormat} />
    );
  };
}
