import {
  CalendarDays,
  ChartColumn,
  Clock,
  GraduationCap,
  House,
  Images,
  Inbox,
  type LucideIcon,
  MessageCircle,
  Plane,
  Settings,
  Sparkles,
  User,
} from 'lucide-react';
import { appPaths, pathTo } from '#web/src/app/paths.ts';

type NavId =
  | 'today'
  | 'requests'
  | 'bookings'
  | 'messages'
  | 'availability'
  | 'insights'
  | 'profile'
  | 'flashes'
  | 'works'
  | 'travels'
  | 'settings'
  | 'tutorials';

export interface NavItem {
  id: NavId;
  to: string;
  icon: LucideIcon;
  /** Matches only its own path (not its children). */
  end?: boolean;
}

/**
 * The artist's space as the artist thinks of it: the day's work first, then the profile and
 * portfolio, then the settings. The sidebar shows the groups; the phone's tab bar the first four,
 * the rest in the "More" sheet.
 */
export const NAV_GROUPS: { id: 'work' | 'portfolio' | 'account'; items: NavItem[] }[] = [
  {
    id: 'work',
    items: [
      { id: 'today', to: appPaths.today, icon: House, end: true },
      { id: 'requests', to: appPaths.requests, icon: Inbox },
      { id: 'bookings', to: appPaths.bookings, icon: CalendarDays },
      { id: 'messages', to: pathTo(appPaths.messages, {}), icon: MessageCircle },
      { id: 'availability', to: appPaths.availabilities, icon: Clock },
      { id: 'insights', to: appPaths.insights, icon: ChartColumn },
    ],
  },
  {
    id: 'portfolio',
    items: [
      { id: 'profile', to: appPaths.profile, icon: User, end: true },
      { id: 'flashes', to: appPaths.flashes, icon: Sparkles },
      { id: 'works', to: appPaths.works, icon: Images },
      { id: 'travels', to: `${appPaths.profile}#travels`, icon: Plane },
    ],
  },
  {
    id: 'account',
    items: [
      { id: 'settings', to: appPaths.settings, icon: Settings },
      { id: 'tutorials', to: appPaths.tutorials, icon: GraduationCap },
    ],
  },
];

const ALL = NAV_GROUPS.flatMap((group) => group.items);
const TAB_IDS: NavId[] = ['today', 'requests', 'bookings', 'messages'];

/** The phone's bottom tabs (the fifth is "More"). */
export const TAB_ITEMS = TAB_IDS.flatMap((id) => ALL.filter((item) => item.id === id));
/** What the "More" sheet lists: everything the tabs do not. */
export const MORE_ITEMS = ALL.filter((item) => !TAB_IDS.includes(item.id));
