/** The time source. Injected so tests can move time forward without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
