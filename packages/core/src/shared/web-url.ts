/** The part of the WHATWG URL class core uses; core compiles without DOM or Node types, every runtime has it. */
export type WhatwgUrl = {
  readonly hash: string;
  readonly username: string;
  readonly password: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly searchParams: { set(name: string, value: string): void };
  toString(): string;
};

export const WebUrl = (globalThis as unknown as { URL: new (input: string) => WhatwgUrl }).URL;
