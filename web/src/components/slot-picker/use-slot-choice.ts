import { useState } from 'react';
import type { PickedSlot } from './slot-picker.tsx';

/**
 * The slot chosen in a `SlotPicker` and the problem said about the choice (none made, the same slot,
 * a failed move): choosing a slot (`choose`, the picker's `onChange`) clears the problem.
 */
export function useSlotChoice() {
  const [chosen, setChosen] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const choose = (slot: PickedSlot) => {
    setChosen(slot.slotId);
    setProblem(undefined);
  };
  return { chosen, setChosen, choose, problem, setProblem };
}
