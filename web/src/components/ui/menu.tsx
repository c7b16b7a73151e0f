import './ui.css';
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

interface MenuAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface MenuProps {
  /** The button that opens the menu (its name says what the menu is for). */
  trigger: ReactNode;
  actions: MenuAction[];
  align?: 'start' | 'end';
}

/**
 * A menu of actions (Radix DropdownMenu): arrow keys, typeahead, Escape, focus back on the trigger.
 * The account menu composes the same parts with radio items for the language and the theme.
 */
export function Menu({ trigger, actions, align = 'end' }: MenuProps) {
  return (
    <MenuPrimitive.Root>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content className="menu" align={align} sideOffset={6} collisionPadding={8}>
          {actions.map((action) => (
            <MenuPrimitive.Item key={action.label} className="menu__item" onSelect={action.onSelect}>
              {action.icon}
              {action.label}
            </MenuPrimitive.Item>
          ))}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
