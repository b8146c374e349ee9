/**
 * Slots per client address: how many long-lived connections (status streams) each address holds on
 * this instance, with a ceiling. `take` answers a release function (idempotent: call it however many
 * times the connection's end is reported), or null when the address holds `max` slots already.
 */
export class AddressSlots {
  readonly #held = new Map<string, number>();

  /** `max` slots per address; 0: no ceiling. */
  constructor(readonly max: number) {}

  take(address: string): (() => void) | null {
    const held = this.#held.get(address) ?? 0;
    if (this.max > 0 && held >= this.max) return null;
    this.#held.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#held.get(address) ?? 1) - 1;
      if (left > 0) this.#held.set(address, left);
      else this.#held.delete(address);
    };
  }

  /** Slots `address` holds now. */
  held(address: string): number {
    return this.#held.get(address) ?? 0;
  }
}
