import { CalendarClock, Camera, type LucideIcon, PenLine, Settings2, Share2, Sparkles } from 'lucide-react';
import { SETUP_STEPS, type SetupStep } from '#shared/domain/today.ts';

/** The guide's articles: one per setup step of Today's checklist, in its order, each with its picture. */
export const TUTORIAL_ICONS: Record<SetupStep, LucideIcon> = {
  picture: Camera,
  bio: PenLine,
  flash: Sparkles,
  availability: CalendarClock,
  bookingSettings: Settings2,
  shared: Share2,
};

/** The numbered steps of each article (`web.tutorials.articles.<id>.steps.s1…s4`). */
export const ARTICLE_STEP_KEYS = ['s1', 's2', 's3', 's4'] as const;

export function isTutorialId(value: string | undefined): value is SetupStep {
  return (SETUP_STEPS as readonly string[]).includes(value ?? '');
}
