import { compilePattern, type EventPattern } from './pattern-matcher.ts';
import type { BusEvent } from './put-events.ts';

export interface BusRule {
  name: string;
  busName: string;
  pattern: EventPattern;
  /** Hands the event to the rule's target; must not throw (targets queue and retry on their own). */
  deliver: (event: BusEvent) => void;
}

/** The buses and their rules: every accepted event goes to every rule of its bus that matches. */
export class EventBus {
  readonly buses: readonly string[];
  /** Events accepted by PutEvents since start, per bus. */
  accepted = 0;
  private readonly rules: (BusRule & { matches: (event: unknown) => boolean })[];

  constructor(busName: string, rules: readonly BusRule[]) {
    this.buses = [...new Set(['default', busName])];
    this.rules = rules.map((rule) => {
      if (!this.buses.includes(rule.busName))
        throw new Error(`rule ${rule.name}: unknown bus ${rule.busName}`);
      return { ...rule, matches: compilePattern(rule.pattern) };
    });
  }

  /** Routes one accepted event; returns the names of the rules that matched. */
  route(busName: string, event: BusEvent): string[] {
    this.accepted++;
    const matched = this.rules.filter((rule) => rule.busName === busName && rule.matches(event));
    for (const rule of matched) rule.deliver(event);
    return matched.map((rule) => rule.name);
  }
}
