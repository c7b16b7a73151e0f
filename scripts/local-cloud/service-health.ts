export type ServiceState = 'starting' | 'ok' | 'down';

/** The state of each stand-in, behind `GET /api/health`: ready once every one of them is `ok`. */
export class ServiceHealth {
  private readonly states = new Map<string, ServiceState>();

  constructor(services: readonly string[]) {
    for (const service of services) this.states.set(service, 'starting');
  }

  set(service: string, state: ServiceState) {
    this.states.set(service, state);
  }

  report() {
    const services = Object.fromEntries(this.states);
    return { ready: [...this.states.values()].every((state) => state === 'ok'), services };
  }
}
