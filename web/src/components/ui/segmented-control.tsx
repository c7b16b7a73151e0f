import './ui.css';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { ReactNode } from 'react';

interface Segment<Value extends string> {
  value: Value;
  label: string;
  icon?: ReactNode;
}

interface SegmentedControlProps<Value extends string> {
  /** Names the group for screen readers. */
  label: string;
  segments: Segment<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
}

/**
 * One choice among a few, side by side (day / week / month; list / calendar): Radix ToggleGroup,
 * single, never empty (pressing the chosen one keeps it), arrow keys move between segments.
 */
export function SegmentedControl<Value extends string>({
  label,
  segments,
  value,
  onValueChange,
}: SegmentedControlProps<Value>) {
  return (
    <ToggleGroup.Root
      type="single"
      className="segmented"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        if (next) onValueChange(next as Value);
      }}
    >
      {segments.map((segment) => (
        <ToggleGroup.Item key={segment.value} value={segment.value} className="segmented__item">
          {segment.icon}
          {segment.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
