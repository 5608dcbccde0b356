import stringWidth from "string-width";

/** Text columns for terminal output (numbers right-aligned), measured in terminal cells so
 * Chinese, Japanese and Korean titles (two cells per character) line up. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, col) => Math.max(...cells.map((row) => stringWidth(row[col] ?? ""))));
  const numeric = headers.map(
    (_, col) => rows.length > 0 && rows.every((row) => typeof row[col] === "number"),
  );
  const pad = (cell: string, col: number) => {
    const fill = " ".repeat(Math.max(0, (widths[col] ?? 0) - stringWidth(cell)));
    return numeric[col] ? fill + cell : cell + fill;
  };
  const line = (row: string[]) => row.map(pad).join("  ").trimEnd();
  const [head, ...body] = cells;
  return [line(head as string[]), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}
