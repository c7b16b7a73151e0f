import { useState } from 'react';
import type { PickedSlot } from './slot-picker.tsx';

/**
 * The slot chosen in a `SlotPicker` and the problem said about the choice (none made, the same slot,
 * a failed move): `picker`, the picker's `value` and `onChange`, where choosing a slot clears the problem.
 */
export function useSlotChoice() {
  const [chosen, setChosen] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const onChange = (slot: PickedSlot) => {
    setChosen(slot.slotId);
    setProblem(undefined);
  };
  return { chosen, setChosen, picker: { value: chosen, onChange }, problem, setProblem };
}
