/** Where the CLI writes: the real streams in bin.ts, buffers in tests. */
export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}
