import './ui.css';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

interface TabItem {
  value: string;
  label: string;
  /** A count shown after the label (and read with it). */
  count?: number | undefined;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem[];
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
}

/**
 * Tabs (Radix Tabs): arrow keys move between tabs, Tab goes into the panel; the panel is named by
 * its tab. For views kept in the address (the bookings page), keep `value` in the URL.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <TabsPrimitive.Root
      className="tabs"
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <TabsPrimitive.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <TabsPrimitive.Trigger key={item.value} value={item.value} className="tabs__tab">
            {item.label}
            {item.count !== undefined && <span className="tabs__count"> {item.count}</span>}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className="tabs__panel">
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
